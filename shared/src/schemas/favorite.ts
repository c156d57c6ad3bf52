/**
 * Body of POST /api/favorites: the favourite changes a device made, merged on the server with the
 * user's other devices' changes (the later change of a listing wins).
 */
import * as v from 'valibot';
import { limits } from '../limits.ts';
import { serverMessages } from '../messages/server.ts';

/** Most changes one call takes. */
export const MAX_FAVORITE_CHANGES = limits.favoriteChangesMax;

/** A calendar day that exists: Date.parse rolls 30 February over to March rather than refusing it. */
const isRealDay = (text: string): boolean => {
  const [year = 0, month = 0, day = 0] = text.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day && !Number.isNaN(Date.parse(text));
};

const copy = serverMessages.favoriteChanges;

const changedAt = v.pipe(v.string(copy.changedAtType), v.isoTimestamp(copy.changedAt), v.check(isRealDay, copy.changedAt));

export const favoriteChangesSchema = v.object({
  changes: v.pipe(
    v.array(
      v.object({
        itemId: v.pipe(v.string(copy.itemId), v.uuid(copy.itemId)),
        favorite: v.boolean(copy.favorite),
        changedAt,
      }),
      copy.list,
    ),
    v.minLength(1, copy.empty),
    v.maxLength(MAX_FAVORITE_CHANGES, copy.tooMany(MAX_FAVORITE_CHANGES)),
  ),
});
