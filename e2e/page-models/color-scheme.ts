/**
 * The system's colour scheme, switched while the page is open: the app follows it live (theme "Auto",
 * the default), so a test waits until the page shows it before looking.
 */
import { expect, type Page } from '@playwright/test';

export type ColorScheme = 'light' | 'dark';

export async function showColorScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}
