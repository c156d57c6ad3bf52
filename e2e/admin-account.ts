/**
 * The administrator the end-to-end server starts with (e2e/start-server.ts). It is made as an operator
 * makes one: an ordinary sign-up, then `npm run admin -- grant` with the server stopped.
 */
export const E2E_ADMIN = {
  fullName: 'Kavya Rao',
  username: 'kavya_admin',
  email: 'kavya.admin@example.in',
  password: 'review-with-care-7',
} as const;
