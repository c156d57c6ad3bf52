/**
 * The email calls: confirming an address from its emailed link, asking for the link again, and
 * changing the account's email. Sent at once, never queued: each means something only while online.
 */
import { apiPaths, type ConfirmedEmail, type User } from '@shared/api.ts';
import type { EmailChange } from '@shared/schemas/auth.ts';
import { apiPost, apiRequest } from '@pwa/lib/api-client.ts';
import { newUuidV7 } from '@pwa/lib/new-uuid.ts';

export const postEmailConfirm = (token: string): Promise<ConfirmedEmail> => apiPost<ConfirmedEmail>(apiPaths.emailConfirm, { token });

export const postEmailResend = (): Promise<unknown> => apiRequest<unknown>(apiPaths.emailResend, { method: 'POST', body: {}, idempotencyKey: newUuidV7() });

/** Answers the account with its pending new email. */
export const postEmailChange = (payload: EmailChange): Promise<User> => apiPost<User>(apiPaths.emailChange, payload);
