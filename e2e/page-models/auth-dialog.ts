/** The auth dialog: Sign Up and Log In tabs, fields found by their labels. */
import { expect, type Locator, type Page } from '@playwright/test';
import { testCopy, type E2eCopy } from '../copy.ts';

export interface Account {
  fullName: string;
  username: string;
  email: string;
  password: string;
}

export type AuthField = 'fullName' | 'username' | 'email' | 'password' | 'confirmPassword' | 'usernameOrEmail';
export type AuthTab = 'signUp' | 'logIn';

export class AuthDialog {
  readonly root: Locator;

  /** `copy`: the page's language, when the spec's browser speaks another than its project's. */
  constructor(
    private readonly page: Page,
    private readonly copy: E2eCopy = testCopy(),
  ) {
    this.root = page.getByRole('dialog', { name: this.copy.auth.dialog.title });
  }

  field(field: AuthField): Locator {
    return this.root.getByLabel(this.copy.auth.dialog[field], { exact: true });
  }

  tab(tab: AuthTab): Locator {
    const auth = this.copy.auth.dialog;
    return this.root.getByRole('tab', { name: tab === 'signUp' ? auth.signUpTab : auth.logInTab });
  }

  async expectOpenOn(tab: AuthTab): Promise<void> {
    await expect(this.root).toBeVisible();
    await expect(this.tab(tab)).toHaveAttribute('aria-selected', 'true');
  }

  async fillSignUp(account: Partial<Account> & { confirmPassword?: string }): Promise<void> {
    if (account.fullName !== undefined) await this.field('fullName').fill(account.fullName);
    if (account.username !== undefined) await this.field('username').fill(account.username);
    if (account.email !== undefined) await this.field('email').fill(account.email);
    if (account.password !== undefined) await this.field('password').fill(account.password);
    const confirm = account.confirmPassword ?? account.password;
    if (confirm !== undefined) await this.field('confirmPassword').fill(confirm);
  }

  async submitSignUp(): Promise<void> {
    await this.root.getByRole('button', { name: this.copy.auth.dialog.createAccount }).click();
  }

  async logIn(usernameOrEmail: string, password: string): Promise<void> {
    await this.tab('logIn').click();
    await this.field('usernameOrEmail').fill(usernameOrEmail);
    await this.field('password').fill(password);
    await this.root.getByRole('button', { name: this.copy.auth.dialog.signIn, exact: true }).click();
  }

  async expectError(message: string): Promise<void> {
    await expect(this.root.getByText(message, { exact: true })).toBeVisible();
  }
}
