/** Use cases of accounts: changing a profile, which also changes how the owner's listings show them. */
import type { Knex } from 'knex';
import type { User } from '@shared/api.ts';
import type { ProfilePayload } from '@shared/schemas/profile.ts';
import { AppError } from '../../errors.ts';
import { touchOwnerItems } from '../items/item-repo.ts';
import { invalidateListCache } from '../items/list-cache.ts';
import { updateProfile } from './user-repo.ts';

export const USER_NOT_FOUND = 'User not found';

/**
 * Only the user themself or an administrator changes a profile. The owner's listings show the name and
 * phone, so they are marked changed in the same transaction: devices holding them learn of it through
 * the changes call, and cached lists are emptied.
 */
export async function changeProfile(db: Knex, viewer: User, id: string, profile: ProfilePayload): Promise<User> {
  if (viewer.id !== id && viewer.role !== 'admin') throw new AppError(403, 'forbidden', 'You can only change your own profile.');
  const updated = await db.transaction(async (trx) => {
    const user = await updateProfile(trx, id, profile);
    if (user) await touchOwnerItems(trx, id);
    return user;
  });
  if (!updated) throw new AppError(404, 'not-found', USER_NOT_FOUND);
  invalidateListCache();
  return updated;
}
