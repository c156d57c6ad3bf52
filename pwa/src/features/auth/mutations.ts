/**
 * Sign-in and sign-up: the server sets the session cookie and answers with the user,
 * which goes straight into Dexie so every screen reading useAuth sees the user signed in.
 */
import type { User } from '@shared/api.ts';
import type { LoginPayload, RegistrationPayload } from '@shared/schemas/auth.ts';
import { postLogin, postRegister } from './auth-api.ts';
import { saveSession } from './session-store.ts';

export async function logIn(payload: LoginPayload): Promise<User> {
  const user = await postLogin(payload);
  await saveSession(user);
  return user;
}

/** Sign-up signs the user in directly. */
export async function register(payload: RegistrationPayload): Promise<User> {
  const user = await postRegister(payload);
  await saveSession(user);
  return user;
}
