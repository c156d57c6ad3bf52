/**
 * The sticky site header. On a phone some actions live in the side menu, so each action
 * uses the header button when it is shown and the menu otherwise.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { E2eCopy } from '../copy.ts';

/** The header's Free Listing button ("List" on a phone), in `copy`'s language: signed out, it opens the sign-in dialog. */
export function freeListingButton(page: Page, copy: E2eCopy): Locator {
  const header = page.getByRole('banner');
  const { freeListing, freeListingShort } = copy.messages.header;
  return header.getByRole('button', { name: freeListing, exact: true }).or(header.getByRole('button', { name: freeListingShort, exact: true })).first();
}

export class SiteHeader {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('banner');
  }

  private async openMobileMenu(): Promise<Locator> {
    await this.root.getByRole('button', { name: 'Open menu' }).click();
    const menu = this.page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    return menu;
  }

  /** Clicks a header button by name, falling back to the phone's side menu when it is hidden there. */
  async clickAction(name: string): Promise<void> {
    const button = this.root.getByRole('button', { name, exact: true });
    // isVisible() does not wait: first let the header render one way or the other.
    await expect(button.or(this.root.getByRole('button', { name: 'Open menu' })).first()).toBeVisible();
    if (await button.isVisible()) {
      await button.click();
      return;
    }
    const menu = await this.openMobileMenu();
    await menu.getByRole('button', { name, exact: true }).click();
  }

  /** Opens the avatar menu (wide screens) or the side menu (phones); returns how to find its items. */
  async openAccountMenu(): Promise<{ menu: Locator; itemRole: 'menuitem' | 'button' }> {
    const avatar = this.root.getByRole('button', { name: 'Account menu' });
    await expect(avatar.or(this.root.getByRole('button', { name: 'Open menu' })).first()).toBeVisible();
    if (await avatar.isVisible()) {
      await avatar.click();
      return { menu: this.page.getByRole('menu'), itemRole: 'menuitem' };
    }
    return { menu: await this.openMobileMenu(), itemRole: 'button' };
  }

  async chooseFromAccountMenu(item: 'Home' | 'Profile' | 'My Listings' | 'Sign out'): Promise<void> {
    const { menu, itemRole } = await this.openAccountMenu();
    await menu.getByRole(itemRole, { name: item, exact: true }).click();
  }

  /**
   * Signs out from the account menu and waits for the page the browser lands on (GET /api/logout
   * redirects to /) to load: that page may have the same URL as this one, so the URL cannot tell.
   */
  async signOut(): Promise<void> {
    const landed = this.page.waitForEvent('load');
    await this.chooseFromAccountMenu('Sign out');
    await landed;
    await expect(this.page).toHaveURL('/');
  }

  async expectSignedIn(initials: string): Promise<void> {
    await expect(this.root.getByText(initials, { exact: true }).first()).toBeVisible();
  }

  /** The picture in the header's avatar (shown on phones too); absent while it shows initials. */
  avatarImage(): Locator {
    return this.root.getByRole('button', { name: 'Account menu' }).locator('img');
  }

  async expectSignedOut(): Promise<void> {
    await expect(this.page.getByRole('button', { name: 'Login', exact: true }).or(this.root.getByRole('button', { name: 'Open menu' })).first()).toBeVisible();
  }

  async search(text: string): Promise<void> {
    const box = this.page.getByRole('searchbox').filter({ visible: true }).first();
    await box.fill(text);
    await box.press('Enter');
  }
}
