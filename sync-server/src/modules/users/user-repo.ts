/** SQL for users; the only place that knows the users table's columns. */
import type { Knex } from 'knex';
import type { User, UserRole } from '@shared/api.ts';
import { isLocale, type Locale } from '@shared/locale.ts';

interface UserRow {
  id: string;
  username: string;
  email: string;
  full_name: string | null;
  password_hash: string | null;
  location: string | null;
  phone: string | null;
  show_phone_on_listings: boolean;
  profile_image_url: string | null;
  is_verified: boolean;
  role: UserRole;
  premium_tier: string;
  premium_expires_at: Date | null;
  locale: string | null;
  locale_chosen: boolean;
  email_confirmed_at: Date | null;
  pending_email: string | null;
  created_at: Date;
}

/** The columns a User is made from; the password hash only to say whether there is one, never itself. */
const PUBLIC_COLUMNS = [
  'id',
  'username',
  'email',
  'full_name',
  'location',
  'phone',
  'show_phone_on_listings',
  'profile_image_url',
  'is_verified',
  'role',
  'premium_tier',
  'premium_expires_at',
  'locale',
  'locale_chosen',
  'password_hash',
  'email_confirmed_at',
  'pending_email',
  'created_at',
] as const;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.full_name,
    location: row.location,
    phone: row.phone,
    showPhoneOnListings: row.show_phone_on_listings,
    profileImageUrl: row.profile_image_url,
    isVerified: row.is_verified,
    role: row.role,
    premiumTier: row.premium_tier,
    premiumExpiresAt: row.premium_expires_at ? new Date(row.premium_expires_at).toISOString() : null,
    locale: isLocale(row.locale) ? row.locale : null,
    localeChosen: row.locale_chosen,
    hasPassword: row.password_hash !== null,
    emailConfirmed: row.email_confirmed_at !== null,
    pendingEmail: row.pending_email,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function findUserById(db: Knex, id: string): Promise<User | undefined> {
  const row = await db<UserRow>('users').where({ id }).first(...PUBLIC_COLUMNS);
  return row ? toUser(row) : undefined;
}

/** The account, unless it was deleted (its row stays for what points at it). */
export async function findLiveUserById(db: Knex, id: string): Promise<User | undefined> {
  const row = await db<UserRow>('users').where({ id }).whereNull('deleted_at').first(...PUBLIC_COLUMNS);
  return row ? toUser(row) : undefined;
}

/** Finds an account by username or email, letter case ignored, with its password hash. */
export async function findUserForLogin(
  db: Knex,
  usernameOrEmail: string,
): Promise<{ user: User; passwordHash: string | null } | undefined> {
  const key = usernameOrEmail.toLowerCase();
  const row = await db<UserRow>('users')
    .whereRaw('lower(username) = ?', [key])
    .orWhereRaw('lower(email) = ?', [key])
    .first(...PUBLIC_COLUMNS);
  return row ? { user: toUser(row), passwordHash: row.password_hash } : undefined;
}

/** The account that uses this email (letter case ignored), if any. */
export async function findUserByEmail(db: Knex, email: string): Promise<User | undefined> {
  const row = await db<UserRow>('users').whereRaw('lower(email) = ?', [email.toLowerCase()]).first(...PUBLIC_COLUMNS);
  return row ? toUser(row) : undefined;
}

export async function setPasswordHash(db: Knex, id: string, passwordHash: string): Promise<void> {
  await db('users').where({ id }).update({ password_hash: passwordHash, updated_at: db.fn.now() });
}

export interface NewUser {
  id: string;
  username: string;
  email: string;
  fullName: string;
  /** None for an account made by a provider sign-in: it signs in through the provider. */
  passwordHash: string | null;
  /** Whether the email is already confirmed (a provider verified it); else a link is mailed to confirm it. */
  emailConfirmed?: boolean;
}

export async function insertUser(db: Knex, user: NewUser): Promise<User> {
  const [row] = await db<UserRow>('users')
    .insert({
      id: user.id,
      username: user.username,
      email: user.email,
      full_name: user.fullName,
      password_hash: user.passwordHash,
      email_confirmed_at: user.emailConfirmed ? new Date() : null,
    })
    .returning(PUBLIC_COLUMNS);
  if (!row) throw new Error('insert into users returned no row');
  return toUser(row);
}

export async function updateProfile(
  db: Knex,
  id: string,
  profile: { fullName: string; location: string; phone: string | null; showPhoneOnListings?: boolean | undefined },
): Promise<User | undefined> {
  const [row] = await db<UserRow>('users')
    .where({ id })
    .update({
      full_name: profile.fullName,
      location: profile.location,
      phone: profile.phone || null,
      // Left out, the owner's earlier choice stands.
      ...(profile.showPhoneOnListings === undefined ? {} : { show_phone_on_listings: profile.showPhoneOnListings }),
      updated_at: db.fn.now(),
    } as Partial<UserRow>)
    .returning(PUBLIC_COLUMNS);
  return row ? toUser(row) : undefined;
}

export async function setProfileImage(db: Knex, id: string, url: string): Promise<void> {
  await db<UserRow>('users').where({ id }).update({ profile_image_url: url, updated_at: db.fn.now() } as Partial<UserRow>);
}

/** Sets the role of the account with this username or email; returns it, or undefined when none. */
/**
 * Sets the role of the account with this username (letter case ignored) or id. Never by email: an
 * account's email may be one a provider asserted, or one anybody typed at sign-up.
 */
export async function setUserRole(db: Knex, usernameOrId: string, role: UserRole): Promise<User | undefined> {
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(usernameOrId);
  const [row] = await db<UserRow>('users')
    .where((account) => (isId ? account.where({ id: usernameOrId.toLowerCase() }) : account.whereRaw('lower(username) = ?', [usernameOrId.toLowerCase()])))
    .update({ role, updated_at: db.fn.now() } as Partial<UserRow>)
    .returning(PUBLIC_COLUMNS);
  return row ? toUser(row) : undefined;
}

/**
 * Stores the account's language, as chosen by its user or only as a device reports it; a reported
 * language never replaces a chosen one. Answers the account as it now is, undefined when there is none.
 */
export async function updateLocale(trx: Knex, id: string, locale: Locale, chosen: boolean): Promise<User | undefined> {
  const change = chosen
    ? { locale, locale_chosen: true }
    : { locale: trx.raw('CASE WHEN locale_chosen THEN locale ELSE ? END', [locale]) };
  const [row] = await trx<UserRow>('users').where({ id }).update(change as Partial<UserRow>).returning([...PUBLIC_COLUMNS]);
  return row ? toUser(row) : undefined;
}

/** The language to write to a user in: the account's (chosen, else the last device's), English until it has one. */
export async function localeOf(db: Knex, id: string): Promise<Locale> {
  const row = await db<UserRow>('users').where({ id }).first('locale');
  return isLocale(row?.locale) ? row.locale : 'en';
}

/** A new email waiting for its owner to open the link mailed to it; null takes the wait back. */
export async function setPendingEmail(db: Knex, id: string, email: string | null): Promise<void> {
  await db<UserRow>('users').where({ id }).update({ pending_email: email, updated_at: db.fn.now() } as Partial<UserRow>);
}

/**
 * Confirms `email` for the account, its owner having opened the link mailed to it: the account's own
 * email is marked confirmed, a pending new one replaces it. Answers the account as it now is, or
 * undefined when the link's address is neither (a newer change replaced it). Another account taking
 * the new address meanwhile fails on the unique index, which the error handler answers with a 409.
 */
export async function confirmEmailAddress(db: Knex, id: string, email: string): Promise<User | undefined> {
  const key = email.toLowerCase();
  const [row] = await db('users')
    .where({ id })
    .andWhere((account) => account.whereRaw('lower(email) = ?', [key]).orWhereRaw('lower(pending_email) = ?', [key]))
    .update({
      email: db.raw('CASE WHEN lower(email) = ? THEN email ELSE pending_email END', [key]),
      pending_email: db.raw('CASE WHEN lower(pending_email) = ? THEN NULL ELSE pending_email END', [key]),
      email_confirmed_at: db.fn.now(),
      updated_at: db.fn.now(),
    })
    .returning<UserRow[]>(PUBLIC_COLUMNS);
  return row ? toUser(row) : undefined;
}

/** Whether the account is suspended by the moderators. */
export async function isSuspended(db: Knex, id: string): Promise<boolean> {
  const row = await db('users').where({ id }).first<{ suspended_at: Date | null } | undefined>('suspended_at');
  return Boolean(row?.suspended_at);
}

/** Suspends the account (when and why) or, with null, ends its suspension. */
export async function setSuspension(db: Knex, id: string, suspension: { at: Date; reason: string } | null): Promise<void> {
  await db('users').where({ id }).update({ suspended_at: suspension?.at ?? null, suspended_reason: suspension?.reason ?? null, updated_at: db.fn.now() });
}

/** The administrators' ids, locked until the transaction ends: two revocations at once cannot leave none. */
export async function lockAdministrators(trx: Knex.Transaction): Promise<string[]> {
  // In one order, so two revocations at once wait for each other rather than deadlock.
  const rows: Array<{ id: string }> = await trx('users').where({ role: 'admin' }).whereNull('deleted_at').orderBy('id').forUpdate().select('id');
  return rows.map((row) => row.id);
}
