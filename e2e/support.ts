/** Helpers shared by the end-to-end specs: unique accounts, created through the real API when needed. */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Account } from './page-models/auth-dialog.ts';

export function newAccount(): Account {
  const tag = randomBytes(4).toString('hex');
  return { fullName: 'Meera Iyer', username: `meera_${tag}`, email: `meera_${tag}@example.in`, password: 'chai-and-rain-42' };
}

/** Registers an account from outside the browser, so the browser starts signed out. */
export async function registerAccount(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/register', { data: account });
  if (response.status() !== 201) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
}
