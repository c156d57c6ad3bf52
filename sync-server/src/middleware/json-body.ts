/**
 * Reads JSON bodies of API calls with a size cap. A body in any other type is refused with 415 rather
 * than silently ignored, so a client bug shows up as a clear error.
 */
import { bodyParser } from '@koa/bodyparser';
import { limits } from '@shared/limits.ts';
import { messages } from '@shared/messages.ts';
import { AppError } from '../errors.ts';
import type { AppMiddleware } from '../types.ts';

export function jsonBody(): AppMiddleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: limits.jsonBodyBytes,
    encoding: 'utf-8',
    // Strict: only objects and arrays are JSON bodies.
    jsonStrict: true,
  }) as unknown as AppMiddleware;
  return async (ctx, next) => {
    // Upload URLs take the raw file, not JSON.
    if (ctx.path.startsWith('/api/uploads/')) return next();
    const hasBody = ctx.request.length > 0 || ctx.get('Transfer-Encoding') !== '';
    if (hasBody && !ctx.is('application/json')) {
      throw new AppError(415, 'unsupported-media-type', messages.errors.unsupportedType);
    }
    if (hasBody) {
      const declared = ctx.request.length;
      if (declared !== undefined && declared > limits.jsonBodyBytes) {
        throw new AppError(413, 'payload-too-large', messages.errors.tooLarge);
      }
    }
    await parse(ctx, next);
  };
}
