/** User calls of spec §7 (get, stats, booking counts, update) and GET /api/users/{id}/items. */
import type { PublicUser, User } from '@shared/api.ts';
import { localePayloadSchema } from '@shared/schemas/locale.ts';
import { profilePayloadSchema } from '@shared/schemas/profile.ts';
import { AppError } from '../../errors.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody, parseQuery, uuidParam } from '../../middleware/validate.ts';
import { authorize, can } from '../../policy/policy.ts';
import type { AppRouter } from '../../types.ts';
import { listItems } from '../items/item-repo.ts';
import { pageQuerySchema } from '../items/item-query.ts';
import { decodeCursor } from '../../paging/cursor.ts';
import { NEXT_CURSOR_HEADER } from '@shared/api.ts';
import { findUserById } from '../users/user-repo.ts';
import { changeLocale, changeProfile, USER_NOT_FOUND } from './profile-service.ts';
import { bookingCounts, userStats } from './profile-stats-repo.ts';

/** Email and phone (and whether it shows on listings) are private: only the user themself and administrators see them. */
function toPublicUser(user: User, viewer: User | undefined): PublicUser {
  const own = can(viewer, 'profile.see-private', { userId: user.id });
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    location: user.location,
    profileImageUrl: user.profileImageUrl,
    isVerified: user.isVerified,
    createdAt: user.createdAt,
    ...(own ? { email: user.email, phone: user.phone, showPhoneOnListings: user.showPhoneOnListings } : {}),
  };
}

export function userRoutes(router: AppRouter): void {
  router.get('/api/users/:id', async (ctx) => {
    const user = await findUserById(ctx.db, parseQuery(uuidParam, ctx.params.id));
    if (!user) throw new AppError(404, 'not-found', USER_NOT_FOUND);
    ctx.body = toPublicUser(user, ctx.state.user);
  });

  router.get('/api/users/:id/stats', async (ctx) => {
    ctx.body = await userStats(ctx.db, parseQuery(uuidParam, ctx.params.id));
  });

  router.get('/api/users/:id/booking-counts', async (ctx) => {
    const id = parseQuery(uuidParam, ctx.params.id);
    authorize(ctx.state.user, 'profile.see-booking-counts', { userId: id });
    ctx.body = await bookingCounts(ctx.db, id);
  });

  router.get('/api/users/:id/items', async (ctx) => {
    const ownerId = parseQuery(uuidParam, ctx.params.id);
    const query = parseQuery(pageQuerySchema, ctx.query);
    const page = await listItems(ctx.db, { ownerId }, 'recent', query.limit, query.cursor ? decodeCursor(query.cursor) : undefined);
    if (page.nextCursor) ctx.set(NEXT_CURSOR_HEADER, page.nextCursor);
    ctx.body = page.items;
  });

  router.put('/api/users/:id', requireUser(), idempotent(), transaction(), async (ctx) => {
    const id = parseQuery(uuidParam, ctx.params.id);
    ctx.body = await changeProfile(transactionOf(ctx), signedInUser(ctx), id, parseBody(ctx, profilePayloadSchema));
  });

  router.put('/api/users/:id/locale', requireUser(), idempotent(), transaction(), async (ctx) => {
    const id = parseQuery(uuidParam, ctx.params.id);
    ctx.body = await changeLocale(transactionOf(ctx), signedInUser(ctx), id, parseBody(ctx, localePayloadSchema).locale);
  });
}
