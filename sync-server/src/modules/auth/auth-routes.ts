/** The auth calls: register, sign in by username or email, current user, sign out. */
import { apiPaths } from '@shared/api.ts';
import { loginPayloadSchema, registrationPayloadSchema } from '@shared/schemas/auth.ts';
import { afterCommit, commitOf, transactionWhenReady } from '../../middleware/transaction.ts';
import { parseBody } from '../../middleware/validate.ts';
import { signedInUser } from '../../middleware/require-user.ts';
import type { AppRouter } from '../../types.ts';
import { register, signIn } from './auth-service.ts';
import { isKnownDevice, rememberDevice } from './known-device.ts';
import { admitSignUp } from './throttle.ts';
import { logoutConfirmationPage, sentByAnotherSite } from './logout-page.ts';
import { pageLocaleOf } from '../../copy/page-locale.ts';
import { afterSignOut } from './provider-sign-in/provider-sign-out.ts';
import { signOut, startSession } from './session-actions.ts';
import { mailConfirmationLink } from './email-confirmation.ts';
import { mailContextOf } from './mail-context.ts';
import { afterResponse } from '../../middleware/after-response.ts';

export function authRoutes(router: AppRouter): void {

  router.post(apiPaths.register, transactionWhenReady(), async (ctx) => {
    const payload = parseBody(ctx, registrationPayloadSchema);
    // Counted on its own connection, before the account's transaction: a refused sign-up counts too.
    await admitSignUp(ctx.db, ctx.ip, ctx.config.signUpsPerAddress);
    const user = await register(commitOf(ctx), payload);
    // The session row names the account, so it is written once the account is committed.
    afterCommit(ctx, async () => {
      await startSession(ctx, user);
      rememberDevice(ctx, user.id);
    });
    const locale = pageLocaleOf(ctx);
    afterResponse(ctx, () => mailConfirmationLink(ctx.db, mailContextOf(ctx), user, locale));
    ctx.status = 201;
    ctx.body = user;
  });

  // No transaction(): a refused sign-in answers with an error, which would roll back the attempt the
  // throttle counted; the throttle's counting commits statement by statement instead.
  router.post(apiPaths.loginEmail, async (ctx) => {
    const payload = parseBody(ctx, loginPayloadSchema);
    const user = await signIn(ctx.db, payload, { ip: ctx.ip, knownDevice: (accountId) => isKnownDevice(ctx, accountId) });
    await startSession(ctx, user);
    rememberDevice(ctx, user.id);
    ctx.body = user;
  });

  router.get(apiPaths.authUser, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = signedInUser(ctx);
  });

  // The app sends the browser here to sign out. Another site sending it here gets a page
  // asking first, whose button POSTs the sign-out from this origin.
  router.get(apiPaths.logout, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (ctx.state.user && sentByAnotherSite(ctx)) {
      ctx.type = 'text/html';
      ctx.body = logoutConfirmationPage(pageLocaleOf(ctx));
      return;
    }
    const next = afterSignOut(ctx);
    signOut(ctx);
    ctx.redirect(await next);
  });

  // No transaction(): its one write, removing the session, is koa-session's, made after the handler.
  router.post(apiPaths.logout, async (ctx) => {
    const next = afterSignOut(ctx);
    signOut(ctx);
    // 303: the browser follows with a GET of the home page (or the provider's sign-out), not a repeated POST.
    ctx.status = 303;
    ctx.redirect(await next);
  });
}
