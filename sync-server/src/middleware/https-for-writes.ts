/**
 * In production, refuses a write to the API (POST, PUT, PATCH, DELETE) that reached the server over
 * plain HTTP, before it runs: the session cookie is Secure and could not be set or renewed on it, so a
 * sign-up would make an account its maker could not sign in to. The answer (403 https-required) says
 * what the operator must set, as the start-up warning does. Behind a TLS proxy the connection counts
 * as HTTPS once TRUST_PROXY=true lets the server read X-Forwarded-Proto.
 */
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../errors.ts';
import type { AppMiddleware } from '../types.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function httpsForWrites(production: boolean): AppMiddleware {
  return async (ctx, next) => {
    if (production && !ctx.secure && !SAFE_METHODS.has(ctx.method)) throw new AppError(403, 'https-required', serverMessages.errors.httpsRequired);
    await next();
  };
}
