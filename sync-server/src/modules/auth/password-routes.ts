/** Passwords: recovery by email (POST /api/password-reset, /confirm) and a change with the current one (POST /api/password). */
import { apiPaths } from '@shared/api.ts';
import { passwordChangeSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from '@shared/schemas/auth.ts';
import { afterResponse } from '../../middleware/after-response.ts';
import { afterCommit, transaction, transactionOf } from '../../middleware/transaction.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { parseBody } from '../../middleware/validate.ts';
import { admitHit } from '../../rate-limit/rate-limit.ts';
import type { AppRouter } from '../../types.ts';
import { changePassword } from './password-change.ts';
import { mailResetLink, resetPassword, resetRequestLimits } from './password-reset.ts';
import { rememberDevice } from './known-device.ts';
import { startSession } from './session-actions.ts';

export function passwordRoutes(router: AppRouter): void {
  router.post(apiPaths.passwordReset, transaction(), async (ctx) => {
    const { email } = parseBody(ctx, passwordResetRequestSchema);
    await admitHit(transactionOf(ctx), resetRequestLimits(ctx.ip, email));
    // The same answer, as fast, whether or not an account uses the email: the rest is done after it.
    afterResponse(ctx, () => mailResetLink(ctx.db, ctx.mailer, ctx.config.mail.publicUrl, email));
    ctx.status = 202;
    ctx.body = {};
  });

  router.post(apiPaths.passwordResetConfirm, transaction(), async (ctx) => {
    const payload = parseBody(ctx, passwordResetConfirmSchema);
    const user = await resetPassword(transactionOf(ctx), payload);
    // Every session of the account ended with the change; this device starts a new one.
    afterCommit(ctx, async () => {
      await startSession(ctx, user);
      rememberDevice(ctx, user.id);
    });
    ctx.body = user;
  });

  // No transaction(): the try is counted and committed before the password is checked (password-change.ts).
  router.post(apiPaths.password, requireUser(), async (ctx) => {
    const payload = parseBody(ctx, passwordChangeSchema);
    const user = await changePassword(ctx.db, signedInUser(ctx), payload);
    // Every session of the account ended with the change; this device goes on in a new one.
    await startSession(ctx, user);
    rememberDevice(ctx, user.id);
    ctx.body = user;
  });
}
