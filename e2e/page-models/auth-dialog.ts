/** The auth dialog (spec §2): Sign Up and Log In tabs, fields found by their labels. */
import { expect, type Locator, type Page } from '@playwright/test';

export interface Account {
  fullName: string;
  username: string;
  email: string;
  password: string;
}

export class AuthDialog {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Welcome to Kiraya' });
  }

  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  tab(name: 'Sign Up' | 'Log In'): Locator {
    return this.root.getByRole('tab', { name });
  }

  async expectOpenOn(tab: 'Sign Up' | 'Log In'): Promise<void> {
    await expect(this.root).toBeVisible();
    await expect(this.tab(tab)).toHaveAttribute('aria-selected', 'true');
  }

  async fillSignUp(account: Partial<Account> & { confirmPassword?: string }): Promise<void> {
    if (account.fullName !== undefined) await this.field('Full Name').fill(account.fullName);
    if (account.username !== undefined) await this.field('Username').fill(account.username);
    if (account.email !== undefined) await this.field('Email').fill(account.email);
    if (account.password !== undefined) await this.field('Password').fill(account.password);
    const confirm = account.confirmPassword ?? account.password;
    if (confirm !== undefined) await this.field('Confirm Password').fill(confirm);
  }

  async submitSignUp(): Promise<void> {
    await this.root.getByRole('button', { name: 'Create Account' }).click();
  }

  async logIn(usernameOrEmail: string, password: string): Promise<void> {
    await this.tab('Log In').click();
    await this.field('Username or Email').fill(usernameOrEmail);
    await this.field('Password').fill(password);
    await this.root.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  async expectError(message: string): Promise<void> {
    await expect(this.root.getByText(message, { exact: true })).toBeVisible();
  }
}
