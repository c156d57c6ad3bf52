/**
 * Serves stored media under /media from the media store, with range requests so video can seek. Objects
 * never change once written (new uploads get new names), so they are cached for a year. The content
 * type comes from the key's extension, which the server chose after checking the bytes; nosniff comes
 * with every response (security headers). A missing object is a plain 404, never the app shell.
 */
import parseRange from 'range-parser';
import type { MediaStorage } from '../storage/storage.ts';
import type { AppContext, AppMiddleware } from '../types.ts';

const PREFIX = '/media/';
/** Keys the server writes: `i/`, `v/`, `a/` uploads and the demo illustrations. */
const MEDIA_KEY = /^(?:[iva]|demo)\/[a-z0-9-]+\.(webp|mp4|webm|mov)$/;
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

function notFound(ctx: AppContext): void {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.body = 'Not found';
}

export function serveMedia(storage: MediaStorage): AppMiddleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(PREFIX)) return next();
    const key = ctx.path.slice(PREFIX.length);
    const extension = MEDIA_KEY.exec(key)?.[1];
    const size = extension ? await storage.size(key) : undefined;
    if (!extension || size === undefined) return notFound(ctx);

    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('Accept-Ranges', 'bytes');
    ctx.type = CONTENT_TYPES[extension] ?? 'application/octet-stream';
    const requested = ctx.get('Range');
    const ranges = requested ? parseRange(size, requested, { combine: true }) : undefined;
    if (ranges === -1) {
      ctx.status = 416;
      ctx.set('Content-Range', `bytes */${size}`);
      return;
    }
    // One range is served as a 206; several ranges are rare for media and get the whole object.
    const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
    if (ctx.method === 'HEAD') {
      ctx.status = 200;
      ctx.length = size;
      return;
    }
    try {
      ctx.body = await storage.read(key, range);
    } catch {
      // Removed between the size check and the read (its listing was just deleted).
      return notFound(ctx);
    }
    if (range) {
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    }
    ctx.length = range ? range.end - range.start + 1 : size;
  };
}
