/**
 * Changing the password with the current one. Every try is counted first, on its own (a wrong one
 * too), so a stolen session cannot guess the password to lock its owner out; a change ends every
 * session of the account, and the route starts a new one for this device.
 */
import type { Knex } from 'knex';
import type { User } from '@shared/api.ts';
import { passwordResetMessages } from '@shared/messages/password-reset.ts';
import type { PasswordChange } from '@shared/schemas/auth.ts';
import type { RateLimit } from '../../rate-limit/rate-limit.ts';
import { endSessionsOf } from '../../session/session-store.ts';
import { setPasswordHash } from '../users/index.ts';
import { confirmOwnPassword } from './password-confirmation.ts';
import { hashPassword } from './passwords.ts';

/** Tries allowed per account in an hour. */
export const PASSWORD_CHANGES_PER_HOUR = 10;

const changeLimit = (userId: string): RateLimit => ({
  key: `password-change:${userId}`,
  max: PASSWORD_CHANGES_PER_HOUR,
  windowSeconds: 3600,
  refusal: passwordResetMessages.errors.changeThrottled,
});

export async function changePassword(db: Knex, user: User, payload: PasswordChange): Promise<User> {
  const account = await confirmOwnPassword(db, user, payload.currentPassword, { limit: changeLimit(user.id), field: 'currentPassword' });
  await db.transaction(async (trx) => {
    await setPasswordHash(trx, user.id, await hashPassword(payload.newPassword));
    await endSessionsOf(trx, user.id);
  });
  return { ...account.user, hasPassword: true };
}
