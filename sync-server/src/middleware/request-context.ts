/** Gives every request an id (echoed as X-Request-Id) and a child logger, and logs one line per request. */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger.ts';
import type { AppMiddleware } from '../types.ts';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestContext(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ reqId: requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.state.log.info(
        { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  };
}
