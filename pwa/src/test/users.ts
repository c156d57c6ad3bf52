/** A realistic signed-in user for tests. */
import type { User } from '@shared/api.ts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '01936f5e-7c2a-7b3e-9d41-2f6a8c0e1b55',
    username: 'priya.sharma',
    email: 'priya@example.in',
    fullName: 'Priya Sharma',
    location: 'Pune, Maharashtra',
    phone: null,
    showPhoneOnListings: false,
    profileImageUrl: null,
    isVerified: false,
    role: 'user',
    premiumTier: 'free',
    premiumExpiresAt: null,
    locale: 'en',
    localeChosen: false,
    hasPassword: true,
    emailConfirmed: true,
    pendingEmail: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}
