/**
 * JSON answers compressed in one call each, in the encoding the client prefers (web/prepared-json.ts):
 * koa-compress pipes every body through a zlib stream, and for a search's page of listings that
 * stream's machinery cost more than the compression itself (DESIGN.md §11: a search is the call people
 * wait on). Other bodies — files, streams, text — are still koa-compress's.
 */
import { Stream } from 'node:stream';
import type { AppMiddleware } from '../types.ts';
import { prepareJson, sendPreparedJson } from '../web/prepared-json.ts';

/** What Koa sends as JSON: an object or array that is neither bytes nor a stream. */
const isJson = (body: unknown): body is object => typeof body === 'object' && body !== null && !Buffer.isBuffer(body) && !(body instanceof Stream);

export function compressJson(): AppMiddleware {
  return async (ctx, next) => {
    await next();
    // As koa-compress: a HEAD sends no body to compress, and what is already encoded or sent stays as it is.
    if (!isJson(ctx.body) || ctx.method === 'HEAD' || ctx.res.headersSent || ctx.response.get('Content-Encoding')) return;
    await sendPreparedJson(ctx, prepareJson(ctx.body));
  };
}
