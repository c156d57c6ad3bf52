/**
 * The devices list's calls: where the account is signed in, and signing devices out. Read on the
 * profile only and held in memory: nothing here is kept on the phone or queued in the outbox (a
 * sign-out of another device means something only while this one is online to send it).
 */
import { apiPaths, type SignedInDevice, type SignedOutDevices } from '@shared/api.ts';
import { apiGet, apiRequest } from '@pwa/lib/api-client.ts';
import { newUuidV7 } from '@pwa/lib/new-uuid.ts';

export const fetchDevices = (signal?: AbortSignal): Promise<SignedInDevice[]> => apiGet<SignedInDevice[]>(apiPaths.sessions, signal);

export const signOutDevice = (id: string): Promise<void> => apiRequest<void>(apiPaths.session(id), { method: 'DELETE', idempotencyKey: newUuidV7() });

export const signOutOtherDevices = (): Promise<SignedOutDevices> => apiRequest<SignedOutDevices>(apiPaths.sessions, { method: 'DELETE', idempotencyKey: newUuidV7() });
