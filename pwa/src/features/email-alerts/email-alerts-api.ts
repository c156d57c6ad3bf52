/**
 * The email alert calls: the account's choices, read and set on the profile, and an emailed
 * unsubscribe link's. Sent at once, never queued: a choice is said to be saved only once the server has it.
 */
import { apiPaths, type EmailAlertChoices, type EmailUnsubscribed } from '@shared/api.ts';
import { apiGet, apiPost, apiPut } from '@pwa/lib/api-client.ts';

export const fetchEmailAlertChoices = (signal?: AbortSignal): Promise<EmailAlertChoices> => apiGet<EmailAlertChoices>(apiPaths.emailAlerts, signal);

export const saveEmailAlertChoices = (changes: Partial<EmailAlertChoices>): Promise<EmailAlertChoices> => apiPut<EmailAlertChoices>(apiPaths.emailAlerts, changes);

export const postUnsubscribe = (token: string): Promise<EmailUnsubscribed> => apiPost<EmailUnsubscribed>(`${apiPaths.emailUnsubscribe}?token=${encodeURIComponent(token)}`, {});
