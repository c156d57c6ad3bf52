/** Auth calls of spec §7: register, sign in by username or email, current user, sign out. */
import { apiPaths } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { loginPayloadSchema, registrationPayloadSchema } from '@shared/schemas/auth.ts';
import { AppError } from '../../errors.ts';
import { afterCommit, transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody } from '../../middleware/validate.ts';
import type { AppContext, AppRouter } from '../../types.ts';
import type { User } from '@shared/api.ts';
import { register, signIn } from './auth-service.ts';

/** Starts a fresh session for the user: the id changes at sign-in, so a planted cookie is worthless. */
async function startSession(ctx: AppContext, user: User): Promise<void> {
  if (!ctx.session) throw new Error('session middleware is missing');
  ctx.session.userId = user.id;
  await ctx.session.regenerate();
}

export function authRoutes(router: AppRouter): void {

  router.post(apiPaths.register, transaction(), async (ctx) => {
    const payload = parseBody(ctx, registrationPayloadSchema);
    const user = await register(transactionOf(ctx), payload);
    // The session row names the account, so it is written once the account is committed.
    afterCommit(ctx, () => startSession(ctx, user));
    ctx.status = 201;
    ctx.body = user;
  });

  // No transaction(): a refused sign-in answers with an error, which would roll back the attempt the
  // throttle counted; the throttle's counting commits statement by statement instead.
  router.post(apiPaths.loginEmail, async (ctx) => {
    const payload = parseBody(ctx, loginPayloadSchema);
    const user = await signIn(ctx.db, payload, ctx.ip);
    await startSession(ctx, user);
    ctx.body = user;
  });

  router.get(apiPaths.authUser, (ctx) => {
    if (!ctx.state.user) throw new AppError(401, 'not-signed-in', messages.errors.notSignedIn);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = ctx.state.user;
  });

  router.get(apiPaths.logout, (ctx) => {
    // Setting the session to null destroys it in the store and clears the cookie.
    ctx.session = null;
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect('/');
  });

}
