/**
 * JSON answers compressed in one call each, in the encoding the client prefers (middleware/prepared-json.ts):
 * koa-compress pipes every body through a zlib stream, and for a search's page of listings that
 * stream's machinery cost more than the compression itself (a search is the call people
 * wait on). Other bodies — files, streams, text — are still koa-compress's. Runs inside koa-compress.
 */
import { Stream } from 'node:stream';
import type { AppContext, AppMiddleware } from '../types.ts';
import { prepareJson, sendPreparedJson } from './prepared-json.ts';

/** What Koa sends as JSON: an object or array, not bytes, a stream, a Blob or a fetch Response. */
const isJson = (body: unknown): body is object =>
  typeof body === 'object' &&
  body !== null &&
  !Buffer.isBuffer(body) &&
  !(body instanceof Stream) &&
  !(body instanceof ReadableStream) &&
  !(body instanceof Blob) &&
  !(body instanceof Response);

/** Statuses whose answer has no body, or whose Content-Range counts the bytes as they are. */
const UNTOUCHED_STATUSES = new Set([204, 205, 206, 304]);

/** The checks koa-compress makes before it compresses anything, so this path honours the same. */
function mayCompress(ctx: AppContext): boolean {
  return (
    ctx.method !== 'HEAD' &&
    ctx.writable &&
    !ctx.res.headersSent &&
    ctx.compress !== false &&
    !UNTOUCHED_STATUSES.has(ctx.status) &&
    !ctx.response.get('Content-Encoding') &&
    !ctx.response.get('Content-Range') &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(ctx.response.get('Cache-Control'))
  );
}

export function compressJson(): AppMiddleware {
  return async (ctx, next) => {
    await next();
    // A client that refuses every encoding the server has, plain included (`identity;q=0`, `*;q=0`),
    // gets the answer plain, as HTTP allows: koa-compress would throw on it, a 500.
    if (!ctx.acceptsEncodings(['br', 'gzip', 'deflate', 'identity'])) ctx.compress = false;
    if (!isJson(ctx.body) || !mayCompress(ctx)) return;
    await sendPreparedJson(ctx, prepareJson(ctx.body));
  };
}
