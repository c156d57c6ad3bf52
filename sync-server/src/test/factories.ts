/** Builders of test data: valid registration payloads with unique names. */
import { randomBytes } from 'node:crypto';
import type { RegistrationPayload } from '@shared/schemas/auth.ts';

export function newRegistration(overrides: Partial<RegistrationPayload> = {}): RegistrationPayload {
  const tag = randomBytes(4).toString('hex');
  return {
    username: `user_${tag}`,
    email: `user_${tag}@example.in`,
    fullName: 'Asha Verma',
    password: 'correct horse battery',
    ...overrides,
  };
}
