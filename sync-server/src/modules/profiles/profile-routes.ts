/** The profile calls: a user's public profile, its figures, booking counts and listings, and changing one's own. */
import { apiPaths, type PublicUser, type User } from '@shared/api.ts';
import { localePayloadSchema } from '@shared/schemas/locale.ts';
import { listingPageQuerySchema } from '@shared/schemas/listing.ts';
import { profilePayloadSchema, profilePictureRequestSchema } from '@shared/schemas/profile.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody, parseQuery, uuidParam } from '../../middleware/validate.ts';
import { can } from '../../policy/policy.ts';
import type { AppRouter } from '../../types.ts';
import { afterResponse } from '../../middleware/after-response.ts';
import { NEXT_CURSOR_HEADER } from '@shared/api.ts';
import { ownerListingsPage } from '../items/index.ts';
import { removeStoredMedia } from '../media/index.ts';
import { setProfilePicture } from './profile-picture-service.ts';
import { bookingCountsOf, changeLocale, changeProfile, profileStats, requireProfile } from './profile-service.ts';

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

export function profileRoutes(router: AppRouter): void {
  router.get('/api/users/:id', async (ctx) => {
    const user = await requireProfile(ctx.db, parseQuery(uuidParam, ctx.params.id));
    ctx.body = toPublicUser(user, ctx.state.user);
  });

  router.get('/api/users/:id/stats', async (ctx) => {
    ctx.body = await profileStats(ctx.db, ctx.state.user, parseQuery(uuidParam, ctx.params.id));
  });

  router.get('/api/users/:id/booking-counts', async (ctx) => {
    ctx.body = await bookingCountsOf(ctx.db, ctx.state.user, parseQuery(uuidParam, ctx.params.id));
  });

  router.get('/api/users/:id/items', async (ctx) => {
    const ownerId = parseQuery(uuidParam, ctx.params.id);
    const query = parseQuery(listingPageQuerySchema, ctx.query);
    const page = await ownerListingsPage(ctx.db, ownerId, query.limit, query.cursor, ctx.state.user);
    if (page.nextCursor) ctx.set(NEXT_CURSOR_HEADER, page.nextCursor);
    ctx.body = page.items;
  });

  router.put('/api/users/:id', requireUser(), idempotent(), transaction(), async (ctx) => {
    const id = parseQuery(uuidParam, ctx.params.id);
    ctx.body = await changeProfile(transactionOf(ctx), signedInUser(ctx), id, parseBody(ctx, profilePayloadSchema));
  });

  router.put('/api/users/:id/locale', requireUser(), idempotent(), transaction(), async (ctx) => {
    const id = parseQuery(uuidParam, ctx.params.id);
    ctx.body = await changeLocale(transactionOf(ctx), signedInUser(ctx), id, parseBody(ctx, localePayloadSchema));
  });

  router.put(apiPaths.profilePicture, requireUser(), idempotent(), transaction(), async (ctx) => {
    const { profileImageUrl } = parseBody(ctx, profilePictureRequestSchema);
    const { answer, replaced } = await setProfilePicture(transactionOf(ctx), signedInUser(ctx), profileImageUrl);
    ctx.body = answer;
    // Earlier pictures' files go once their records' removal is committed.
    afterResponse(ctx, () => removeStoredMedia({ storage: ctx.storage, log: ctx.state.log }, replaced));
  });
}
