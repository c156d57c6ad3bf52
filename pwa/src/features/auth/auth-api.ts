/** The auth calls, typed with the shared payloads. */
import { apiPaths, type User } from '@shared/api.ts';
import type { LoginPayload, RegistrationPayload } from '@shared/schemas/auth.ts';
import { apiGet, apiPost } from '@pwa/lib/api-client.ts';

export const fetchCurrentUser = (): Promise<User> => apiGet<User>(apiPaths.authUser);

export const postLogin = (payload: LoginPayload): Promise<User> => apiPost<User>(apiPaths.loginEmail, payload);

export const postRegister = (payload: RegistrationPayload): Promise<User> =>
  apiPost<User>(apiPaths.register, payload);
