/** API paths and the JSON shapes the server returns (spec §3 and §7, DESIGN.md §5). */

export const apiPaths = {
  health: '/api/health',
  authUser: '/api/auth/user',
  register: '/api/register',
  loginEmail: '/api/login/email',
  logout: '/api/logout',
  categories: '/api/categories',
} as const;

/** Error codes the API answers with, as kebab-case strings (DESIGN.md §5). */
export type ApiErrorCode =
  | 'invalid-input'
  | 'malformed-json'
  | 'unsupported-media-type'
  | 'payload-too-large'
  | 'not-signed-in'
  | 'forbidden'
  | 'cross-site-request'
  | 'not-found'
  | 'method-not-allowed'
  | 'username-taken'
  | 'email-taken'
  | 'invalid-credentials'
  | 'throttled'
  | 'conflict'
  | 'internal-error';

export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  fields?: Record<string, string>;
}

export type UserRole = 'user' | 'admin';

export interface User {
  id: string;
  username: string;
  email: string;
  fullName: string | null;
  location: string | null;
  phone: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  role: UserRole;
  premiumTier: string;
  premiumExpiresAt: string | null;
  createdAt: string;
}

export interface Category {
  id: string;
  name: string;
  slug: string;
  description: string | null;
}

export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
}
