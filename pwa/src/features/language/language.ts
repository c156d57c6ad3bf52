/**
 * The device's language. The page's language is fixed when it loads (boot.js sets
 * <html lang> from the device's choice, else the browser's languages), so changing it stores the
 * choice, tells the account when signed in (its push alerts follow it) and reloads the page.
 */
import type { User } from '@shared/api.ts';
import { userPaths } from '@shared/api/users.ts';
import { isLocale, LOCALE_STORAGE_KEY, type Locale } from '@shared/locale.ts';
import { apiPut } from '@pwa/lib/api-client.ts';

/** The language chosen on this device, or null when none was (the browser's languages decide). */
export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // Storage blocked: the browser's languages decide.
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice lasts for this page only, and the account still remembers it.
  }
}

/** Tells the account its language; a failure is left for the next start to mend (useLanguageSync). */
export async function saveAccountLocale(user: Pick<User, 'id'>, locale: Locale): Promise<void> {
  await apiPut<User>(userPaths.userLocale(user.id), { locale });
}

/** Longest the switch waits for the account before reloading: a slow network must not hold it up. */
const ACCOUNT_WAIT_MS = 3000;

export interface LanguageSwitchDeps {
  reload: () => void;
  saveAccount: (user: Pick<User, 'id'>, locale: Locale) => Promise<void>;
}

const defaultDeps: LanguageSwitchDeps = { reload: () => window.location.reload(), saveAccount: saveAccountLocale };

export async function switchLanguage(locale: Locale, user: Pick<User, 'id'> | null, deps: LanguageSwitchDeps = defaultDeps): Promise<void> {
  storeLocale(locale);
  if (user) {
    const waited = new Promise<void>((resolve) => setTimeout(resolve, ACCOUNT_WAIT_MS));
    await Promise.race([deps.saveAccount(user, locale).catch(() => undefined), waited]);
  }
  deps.reload();
}
