/** Gives every request an id (echoed as X-Request-Id) and a child logger, and logs one line per request. */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger.ts';
import type { AppMiddleware } from '../types.ts';
import { loggedPath } from './logged-path.ts';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestContext(logger: Logger): AppMiddleware {
  const logRequests = logger.isLevelEnabled('info');
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // The child logger is made on first use: most requests log nothing but their summary line.
    let child: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      get: () => (child ??= logger.child({ reqId: requestId })),
      enumerable: true,
      configurable: true,
    });
    ctx.set('X-Request-Id', requestId);
    const started = logRequests ? performance.now() : 0;
    try {
      await next();
    } finally {
      if (logRequests) {
        ctx.state.log.info(
          { method: ctx.method, path: loggedPath(ctx.path), status: ctx.status, ms: Math.round(performance.now() - started) },
          'request',
        );
      }
    }
  };
}
