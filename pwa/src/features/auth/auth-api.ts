/** The auth calls, typed with the shared payloads. */
import type { User } from '@shared/api.ts';
import { userPaths } from '@shared/api/users.ts';
import type { LoginPayload, RegistrationPayload } from '@shared/schemas/auth.ts';
import { apiGet, apiPost } from '@pwa/lib/api-client.ts';

export const fetchCurrentUser = (): Promise<User> => apiGet<User>(userPaths.authUser);

export const postLogin = (payload: LoginPayload): Promise<User> => apiPost<User>(userPaths.loginEmail, payload);

export const postRegister = (payload: RegistrationPayload): Promise<User> =>
  apiPost<User>(userPaths.register, payload);
