/** The listing calls: lists, search, pages, create, change, delete, views, and the changes call of offline sync. */
import { apiPaths } from '@shared/api.ts';
import { itemChangesRequestSchema, listingPageQuerySchema, listingPayloadSchema, recentlyViewedQuerySchema, similarListingsQuerySchema } from '@shared/schemas/listing.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../../errors.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { removeDetachedItemMedia } from '../media/index.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody, parseQuery, uuidParam } from '../../middleware/validate.ts';
import type { AppRouter } from '../../types.ts';
import { afterResponse } from '../../middleware/after-response.ts';
import { categoryByIdOrSlug } from '../categories/index.ts';
import { itemListRequest, searchDays } from './item-query.ts';
import {
  categoryItemPage,
  categoryPageKey,
  changeItem,
  changesSince,
  createItem,
  deleteItem,
  itemListPage,
  recentlyViewedBy,
  requireItem,
  similarListings,
  viewItem,
} from './item-service.ts';
import { sendCached, sendPage } from './item-pages.ts';
import { requestListingReview } from './listing-moderation.ts';
import { cachedPage } from './list-cache.ts';

const itemId = (id: string | undefined): string => parseQuery(uuidParam, id);

export function itemRoutes(router: AppRouter): void {
  router.get(apiPaths.items, async (ctx) => {
    // A GET of a page still in the list cache was answered by cachedItemPages (item-pages.ts); what
    // gets here is a HEAD, an address the router reads alike (another case, a trailing slash), or a
    // call the API's middleware had work for.
    const request = itemListRequest(ctx.query);
    const load = () => itemListPage(ctx.db, request);
    if (request.cacheable) await sendCached(ctx, cachedPage(ctx.db, ctx.url, load));
    else sendPage(ctx, await load());
  });

  router.get('/api/items/viewed/user', requireUser(), async (ctx) => {
    const { limit } = parseQuery(recentlyViewedQuerySchema, ctx.query);
    ctx.body = await recentlyViewedBy(ctx.db, signedInUser(ctx), limit);
  });

  router.get('/api/items/category/:categoryId', async (ctx) => {
    const category = await categoryByIdOrSlug(ctx.db, ctx.params.categoryId ?? '');
    if (!category) throw new AppError(404, 'not-found', serverMessages.notFound.category);
    const query = parseQuery(listingPageQuerySchema, ctx.query);
    const freeDays = searchDays(query);
    const load = () => categoryItemPage(ctx.db, { categoryId: category.id, freeDays }, query.limit, query.cursor);
    // Bookings change a date search's answer without a listing write that would empty the cache.
    if (freeDays) sendPage(ctx, await load());
    else await sendCached(ctx, cachedPage(ctx.db, categoryPageKey(category.id, ctx.querystring), load));
  });

  router.get('/api/items/:id', async (ctx) => {
    ctx.body = await requireItem(ctx.db, itemId(ctx.params.id), ctx.state.user);
  });

  router.get('/api/items/:id/similar', async (ctx) => {
    const { limit } = parseQuery(similarListingsQuerySchema, ctx.query);
    ctx.body = await similarListings(ctx.db, itemId(ctx.params.id), limit);
  });

  // A read sent as POST (the held ids do not fit a URL): it changes nothing, so it takes no
  // Idempotency-Key and may be repeated at will.
  router.post(apiPaths.itemChanges, async (ctx) => {
    ctx.body = await changesSince(ctx.db, parseBody(ctx, itemChangesRequestSchema), ctx.state.user);
  });

  // Counted once per viewer per day anyway; the key also keeps a replay from moving the item back to
  // the top of the viewer's recently viewed list.
  router.post('/api/items/:id/view', idempotent(), transaction(), async (ctx) => {
    await viewItem(transactionOf(ctx), itemId(ctx.params.id), ctx.state.user, ctx.ip, ctx.get('User-Agent'));
    ctx.status = 204;
  });

  router.post(apiPaths.items, requireUser(), idempotent(), transaction(), async (ctx) => {
    const payload = parseBody(ctx, listingPayloadSchema);
    ctx.status = 201;
    ctx.body = await createItem(transactionOf(ctx), signedInUser(ctx), payload);
  });

  // The owner of a hidden listing, having edited it, asks the moderators to look again.
  router.post(apiPaths.listingReviewRequest(':id'), requireUser(), idempotent(), transaction(), async (ctx) => {
    await requestListingReview(transactionOf(ctx), signedInUser(ctx), itemId(ctx.params.id));
    ctx.status = 204;
  });

  router.put('/api/items/:id', requireUser(), idempotent(), transaction(), async (ctx) => {
    const id = itemId(ctx.params.id);
    const payload = parseBody(ctx, listingPayloadSchema);
    if (payload.id !== undefined && payload.id !== id) throw new AppError(400, 'invalid-input', serverMessages.items.idMismatch);
    const { item, detachedUrls } = await changeItem(transactionOf(ctx), signedInUser(ctx), id, payload);
    ctx.body = item;
    afterResponse(ctx, () => removeDetachedItemMedia(ctx.db, { storage: ctx.storage, log: ctx.state.log }, id, detachedUrls));
  });

  router.delete('/api/items/:id', requireUser(), idempotent(), transaction(), async (ctx) => {
    const id = itemId(ctx.params.id);
    await deleteItem(transactionOf(ctx), signedInUser(ctx), id);
    ctx.status = 204;
    // Photos and video of a deleted listing go once the deletion is committed.
    afterResponse(ctx, () => removeDetachedItemMedia(ctx.db, { storage: ctx.storage, log: ctx.state.log }, id));
  });
}

