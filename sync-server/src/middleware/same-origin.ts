/**
 * Refuses unsafe requests (POST, PUT, PATCH, DELETE) sent from another site. Browsers
 * send Sec-Fetch-Site on every request and Origin on cross-origin ones; a request with neither does
 * not come from a web page (curl, the test client) and cannot carry a victim's cookie by surprise.
 */
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../errors.ts';
import type { AppMiddleware } from '../types.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOriginOnly(): AppMiddleware {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && isCrossSite(ctx.get('Sec-Fetch-Site'), ctx.get('Origin'), ctx.host)) {
      throw new AppError(403, 'cross-site-request', serverMessages.errors.crossSite);
    }
    await next();
  };
}

/** Whether a request's Sec-Fetch-Site, or else its Origin, says another site sent it. */
export function isCrossSite(fetchSite: string, origin: string, host: string): boolean {
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (!origin) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
