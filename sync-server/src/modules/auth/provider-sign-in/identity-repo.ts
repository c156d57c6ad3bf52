/** SQL of provider identities (user_identities) and of the account lookups provider sign-in needs. */
import type { Knex } from 'knex';

export interface ProviderIdentityKey {
  issuer: string;
  subject: string;
}

export async function findIdentityOwner(db: Knex, key: ProviderIdentityKey): Promise<string | undefined> {
  const row = await db('user_identities').where({ issuer: key.issuer, subject: key.subject }).first('user_id');
  return row ? (row.user_id as string) : undefined;
}

export async function insertIdentity(db: Knex, identity: ProviderIdentityKey & { userId: string; email: string | null }): Promise<void> {
  await db('user_identities').insert({ issuer: identity.issuer, subject: identity.subject, user_id: identity.userId, email: identity.email });
}

/** The account using this email, letter case ignored (emails are unique that way). */
export async function findUserIdByEmail(db: Knex, email: string): Promise<string | undefined> {
  const row = await db('users').whereRaw('lower(email) = ?', [email.toLowerCase()]).first('id');
  return row ? (row.id as string) : undefined;
}

/** Which of these usernames are taken, in lower case (usernames are unique regardless of case). */
export async function takenUsernames(db: Knex, candidates: string[]): Promise<Set<string>> {
  const lower = candidates.map((name) => name.toLowerCase());
  const rows: Array<{ name: string }> = await db('users')
    .whereRaw(`lower(username) in (${lower.map(() => '?').join(', ')})`, lower)
    .select(db.raw('lower(username) as name'));
  return new Set(rows.map((row) => row.name));
}

/** The username an account signs in with, and whether it has a password at all. */
export async function findPasswordAccount(db: Knex, userId: string): Promise<{ username: string; hasPassword: boolean } | undefined> {
  const row = await db('users').where({ id: userId }).first('username', 'password_hash');
  return row ? { username: row.username as string, hasPassword: row.password_hash !== null } : undefined;
}
