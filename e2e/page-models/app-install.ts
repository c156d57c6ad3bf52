/**
 * Installing and updating Kiraya: the "Install app" action wherever the header keeps
 * it, the browser's install offer (Chromium's `beforeinstallprompt`, fired here by hand: a headless
 * browser has no install UI), the instructions for browsers without one, and the update prompt.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class AppInstall {
  readonly instructions: Locator;
  readonly updatePrompt: Locator;

  constructor(private readonly page: Page) {
    this.instructions = page.getByRole('dialog', { name: 'Install Kiraya' });
    this.updatePrompt = page.getByRole('region', { name: 'New version available' });
  }

  /**
   * Fires the offer Chromium makes when the app is installable, once the app has started (it keeps
   * the event from then on). Calls to its prompt() are counted in `window.kirayaTestPrompts`.
   */
  async offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted'): Promise<void> {
    await expect(this.page.getByRole('banner')).toBeVisible();
    await this.page.evaluate((answer) => {
      const counter = window as unknown as { kirayaTestPrompts: number };
      counter.kirayaTestPrompts = 0;
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          counter.kirayaTestPrompts += 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
      });
      window.dispatchEvent(offer);
    }, outcome);
  }

  promptsShown(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { kirayaTestPrompts?: number }).kirayaTestPrompts ?? 0);
  }

  /**
   * Opens what holds "Install app" and returns the action, present or not: the side menu on a phone,
   * the avatar menu when signed in on a wide screen, else the header itself.
   */
  async openAction(): Promise<Locator> {
    const banner = this.page.getByRole('banner');
    const menuButton = banner.getByRole('button', { name: 'Open menu' });
    const avatar = banner.getByRole('button', { name: 'Account menu' });
    const login = banner.getByRole('button', { name: 'Login', exact: true });
    await expect(menuButton.or(avatar).or(login).first()).toBeVisible();
    if (await menuButton.isVisible()) {
      await menuButton.click();
      const menu = this.page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      return menu.getByRole('button', { name: 'Install app' });
    }
    if (await avatar.isVisible()) {
      await avatar.click();
      const menu = this.page.getByRole('menu');
      await expect(menu).toBeVisible();
      return menu.getByRole('menuitem', { name: 'Install app' });
    }
    return banner.getByRole('button', { name: 'Install app' });
  }

  /** Closes a menu openAction() left open (a tap on the header's own button needs none). */
  async closeMenu(): Promise<void> {
    const open = this.page.getByRole('dialog', { name: 'Menu' }).or(this.page.getByRole('menu'));
    if (await open.isVisible()) await this.page.keyboard.press('Escape');
    await expect(open).toBeHidden();
  }
}
