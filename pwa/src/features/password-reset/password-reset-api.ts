/** The password recovery calls. */
import type { User } from '@shared/api.ts';
import { userPaths } from '@shared/api/users.ts';
import type { PasswordResetConfirm, PasswordResetRequest } from '@shared/schemas/auth.ts';
import { apiPost } from '@pwa/lib/api-client.ts';

/** Answers the same whether or not an account uses the email. */
export const requestResetLink = (payload: PasswordResetRequest): Promise<void> => apiPost<void>(userPaths.passwordReset, payload);

/** Sets the new password; the server signs this device in and every other one out. */
export const setNewPassword = (payload: PasswordResetConfirm): Promise<User> => apiPost<User>(userPaths.passwordResetConfirm, payload);
