/** Accounts as other modules use them: found, created, and their profile, picture, role and language changed. */
import type { Knex } from 'knex';
import type { User, UserRole } from '@shared/api.ts';
import type { Locale } from '@shared/locale.ts';
import * as accounts from './user-repo.ts';

export type ProfileChange = Parameters<typeof accounts.updateProfile>[2];

export const findUserById = (db: Knex, id: string): Promise<User | undefined> => accounts.findUserById(db, id);

/** The account, unless it was deleted. */
export const findLiveUserById = (db: Knex, id: string): Promise<User | undefined> => accounts.findLiveUserById(db, id);

/** An account by username or email, letter case ignored, with its password hash (to check a sign-in). */
export const findUserForLogin = (db: Knex, usernameOrEmail: string): Promise<{ user: User; passwordHash: string | null } | undefined> =>
  accounts.findUserForLogin(db, usernameOrEmail);

/** The account that uses this email, letter case ignored, if any. */
export const findUserByEmail = (db: Knex, email: string): Promise<User | undefined> => accounts.findUserByEmail(db, email);

/** A new password (its Argon2id hash), after the account proved its email. */
export const setPasswordHash = (db: Knex, id: string, passwordHash: string): Promise<void> => accounts.setPasswordHash(db, id, passwordHash);

/** A new email for the account, waiting for its owner to open the link mailed to it (null: none waits). */
export const setPendingEmail = (db: Knex, id: string, email: string | null): Promise<void> => accounts.setPendingEmail(db, id, email);

/** The account's own email confirmed, or a pending new one made its email; undefined when the address is neither. */
export const confirmEmailAddress = (db: Knex, id: string, email: string): Promise<User | undefined> => accounts.confirmEmailAddress(db, id, email);

export const insertUser = (db: Knex, user: accounts.NewUser): Promise<User> => accounts.insertUser(db, user);

export const updateProfile = (db: Knex, id: string, profile: ProfileChange): Promise<User | undefined> => accounts.updateProfile(db, id, profile);

export const setProfileImage = (db: Knex, id: string, url: string): Promise<void> => accounts.setProfileImage(db, id, url);

/** Makes an account an administrator or a regular user again, by username or id. */
export const setUserRole = (db: Knex, usernameOrId: string, role: UserRole): Promise<User | undefined> => accounts.setUserRole(db, usernameOrId, role);

/** A language a device only reports (not chosen) never replaces one the user chose. */
export const updateLocale = (db: Knex, id: string, locale: Locale, chosen: boolean): Promise<User | undefined> => accounts.updateLocale(db, id, locale, chosen);

/** The language to write to the user in. */
export const localeOf = (db: Knex, id: string): Promise<Locale> => accounts.localeOf(db, id);

/** Whether the account is suspended by the moderators. */
export const isSuspended = (db: Knex, id: string): Promise<boolean> => accounts.isSuspended(db, id);

/** The account suspended (when and why), or (null) restored. */
export const setSuspension = (db: Knex, id: string, suspension: { at: Date; reason: string } | null): Promise<void> => accounts.setSuspension(db, id, suspension);

/** The administrators' ids, locked until the transaction ends. */
export const lockAdministrators = (trx: Knex.Transaction): Promise<string[]> => accounts.lockAdministrators(trx);
