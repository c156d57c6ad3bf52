/** The signed-in user of a request, or a 401 for a call that needs one. */
import type { User } from '@shared/api.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../errors.ts';
import type { AppContext, AppMiddleware } from '../types.ts';

export function signedInUser(ctx: AppContext): User {
  if (!ctx.state.user) throw new AppError(401, 'not-signed-in', serverMessages.errors.notSignedIn);
  return ctx.state.user;
}

/** As middleware: runs before anything that needs to know who is asking (idempotency keys). */
export function requireUser(): AppMiddleware {
  return async (ctx, next) => {
    signedInUser(ctx);
    await next();
  };
}
