/**
 * How a page of listings is answered: its items as the body, its cursor and count as headers. A page
 * of the list cache goes out as bytes prepared once (middleware/prepared-json.ts).
 */
import { apiPaths, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '@shared/api.ts';
import { SIGNED_IN_HINT_COOKIE } from '@shared/signed-in-hint.ts';
import { SESSION_COOKIE_NAME } from '../../session/session-store.ts';
import type { AppContext, AppMiddleware } from '../../types.ts';
import { sendPreparedJson } from '../../middleware/prepared-json.ts';
import { freshPage, type CachedPage, type ListPage } from './list-cache.ts';

function setPageHeaders(ctx: AppContext, page: ListPage): void {
  if (page.nextCursor) ctx.set(NEXT_CURSOR_HEADER, page.nextCursor);
  if (page.total !== undefined) ctx.set(TOTAL_COUNT_HEADER, String(page.total));
}

export function sendPage(ctx: AppContext, page: ListPage): void {
  setPageHeaders(ctx, page);
  ctx.body = page.items;
}

export async function sendCached(ctx: AppContext, cached: Promise<CachedPage>): Promise<void> {
  const { page, body } = await cached;
  setPageHeaders(ctx, page);
  await sendPreparedJson(ctx, body);
}

/**
 * Whether the API router's middleware has nothing to do for this GET: it carries no body (the body
 * checks refuse one that is not JSON), and its cookies agree on whether someone is signed in (the
 * session middleware keeps the page-readable hint in step with the session cookie: it sets a missing
 * one and clears a stale one).
 */
function needsNoMiddleware(ctx: AppContext): boolean {
  const hasBody = ctx.request.length !== undefined || ctx.get('Transfer-Encoding') !== '';
  if (hasBody) return false;
  const hasSession = ctx.cookies.get(SESSION_COOKIE_NAME, { signed: false }) !== undefined;
  return hasSession === (ctx.cookies.get(SIGNED_IN_HINT_COOKIE) !== undefined);
}

/**
 * Answers `GET /api/items` from the list cache, ahead of the API router and its middleware. The home
 * page's lists are the calls everyone makes at once, and for a hit that middleware does nothing:
 * - the address was read and accepted when its page was cached (the cache keeps only valid pages,
 *   keyed by the whole address), so the address and method guards would pass it;
 * - the cross-site check refuses only unsafe methods, and a request with a body is left to the router;
 * - the answer is the same for everyone, so it needs no session: a signed-in caller's session is
 *   neither read from the database nor renewed by this call (the app's other calls renew it).
 * Skipping it more than doubled the requests per second of a cached page. A client
 * accepting neither br nor gzip (deflate only) gets the cached JSON uncompressed.
 */
export function cachedItemPages(): AppMiddleware {
  return async (ctx, next) => {
    const cached = ctx.method === 'GET' && ctx.path === apiPaths.items && needsNoMiddleware(ctx) ? freshPage(ctx.db, ctx.url) : undefined;
    if (!cached) return next();
    // What the API router's first middleware sets on every API answer.
    ctx.set('Cache-Control', 'no-store');
    await sendCached(ctx, cached);
  };
}
