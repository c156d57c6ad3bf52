/** Use cases of accounts: changing a profile, which also changes how the owner's listings show them. */
import type { Knex } from 'knex';
import type { User } from '@shared/api.ts';
import type { Locale } from '@shared/locale.ts';
import type { ProfilePayload } from '@shared/schemas/profile.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../../errors.ts';
import { authorize } from '../../policy/policy.ts';
import { touchOwnerItems } from '../items/item-repo.ts';
import { invalidateListCacheOnCommit } from '../items/list-cache.ts';
import { updateLocale, updateProfile } from '../users/user-repo.ts';

export const USER_NOT_FOUND = serverMessages.notFound.user;

/**
 * Who changes a profile is the policy's to say. The owner's listings show the name and phone, so they
 * are marked changed in the same transaction: devices holding them learn of it through the changes
 * call, and cached lists are emptied.
 */
export async function changeProfile(trx: Knex.Transaction, viewer: User, id: string, profile: ProfilePayload): Promise<User> {
  authorize(viewer, 'profile.change', { userId: id });
  const updated = await updateProfile(trx, id, profile);
  if (updated) await touchOwnerItems(trx, id);
  if (!updated) throw new AppError(404, 'not-found', USER_NOT_FOUND);
  invalidateListCacheOnCommit(trx);
  return updated;
}

/** The account's language: only the user themself (or an administrator) sets it, like the rest of a profile. */
export async function changeLocale(trx: Knex.Transaction, viewer: User, id: string, locale: Locale): Promise<User> {
  authorize(viewer, 'profile.change', { userId: id });
  const updated = await updateLocale(trx, id, locale);
  if (!updated) throw new AppError(404, 'not-found', USER_NOT_FOUND);
  return updated;
}
