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

/** A valid listing payload for the category with this id. */
export function newListing(categoryId: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Canon EOS 200D camera with 18-55 lens',
    description: 'Well kept DSLR, two batteries and a 64 GB card. Ideal for weddings and trips.',
    categoryId,
    isNegotiable: false,
    price: '1200',
    priceUnit: 'day',
    location: 'Pune, Maharashtra',
    contactPhone: '+919876543210',
    ...overrides,
  };
}
