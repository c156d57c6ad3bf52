/**
 * Serves stored media under /media (DESIGN.md §9): files never change once written (new uploads get
 * new names), so they are cached for a year; nosniff comes with every response. A missing file is a
 * plain 404, never the app shell.
 */
import path from 'node:path';
import send from 'koa-send';
import type { AppMiddleware } from '../types.ts';

const PREFIX = '/media/';

export function serveMedia(mediaDir: string): AppMiddleware {
  const root = path.resolve(mediaDir);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(PREFIX)) return next();
    try {
      await send(ctx, ctx.path.slice(PREFIX.length), {
        root,
        index: false,
        hidden: false,
        setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
      });
    } catch (error) {
      // koa-send answers a missing path with 404, a malformed one with 400 and one escaping the folder
      // with 403: all mean "no such media" to the client.
      if (typeof error === 'object' && error !== null && 'status' in error && [400, 403, 404].includes(Number(error.status))) {
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'Not found';
        return;
      }
      throw error;
    }
    if (ctx.status === 404) {
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
    }
  };
}
