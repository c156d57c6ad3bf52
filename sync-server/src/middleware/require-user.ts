/** The signed-in user of a request, or a 401 for a call that needs one. */
import type { User } from '@shared/api.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../errors.ts';
import type { AppContext, AppMiddleware } from '../types.ts';

/**
 * A session whose account was deleted or suspended says so, whichever call it makes first, so the device clears what
 * it held of the account; any other caller without a user is simply not signed in.
 */
export function signedInUser(ctx: AppContext): User {
  if (ctx.state.user) return ctx.state.user;
  if (ctx.session?.accountDeleted) throw new AppError(401, 'account-deleted', serverMessages.errors.accountDeleted);
  if (ctx.session?.accountSuspended) throw new AppError(401, 'account-suspended', reportMessages.server.suspended);
  throw new AppError(401, 'not-signed-in', serverMessages.errors.notSignedIn);
}

/** As middleware: runs before anything that needs to know who is asking (idempotency keys). */
export function requireUser(): AppMiddleware {
  return async (ctx, next) => {
    signedInUser(ctx);
    await next();
  };
}
