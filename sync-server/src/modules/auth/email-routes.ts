/** Confirmed emails: POST /api/email/confirm (the emailed link), /api/email/resend and /api/email/change. */
import { apiPaths } from '@shared/api.ts';
import { emailChangeSchema, emailConfirmSchema } from '@shared/schemas/auth.ts';
import { pageLocaleOf } from '../../copy/page-locale.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { afterResponse } from '../../middleware/after-response.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody } from '../../middleware/validate.ts';
import type { AppRouter } from '../../types.ts';
import { admitResend, confirmEmail, mailConfirmationLink, mailEmailChange, requestEmailChange } from './email-confirmation.ts';
import { mailContextOf } from './mail-context.ts';

export function emailRoutes(router: AppRouter): void {
  // No sign-in: the link is the proof, and it is often opened in a phone's mail app, signed out.
  router.post(apiPaths.emailConfirm, transaction(), async (ctx) => {
    const { token } = parseBody(ctx, emailConfirmSchema);
    ctx.body = await confirmEmail(transactionOf(ctx), token);
  });

  router.post(apiPaths.emailResend, requireUser(), idempotent(), transaction(), async (ctx) => {
    const user = signedInUser(ctx);
    await admitResend(transactionOf(ctx), user);
    const locale = pageLocaleOf(ctx);
    afterResponse(ctx, () => mailConfirmationLink(ctx.db, mailContextOf(ctx), user, locale));
    ctx.status = 202;
    ctx.body = {};
  });

  // No transaction(): like a password change, the try is counted (and committed) before the password is checked.
  router.post(apiPaths.emailChange, requireUser(), async (ctx) => {
    const payload = parseBody(ctx, emailChangeSchema);
    const user = await requestEmailChange(ctx.db, signedInUser(ctx), payload);
    const locale = pageLocaleOf(ctx);
    afterResponse(ctx, () => mailEmailChange(ctx.db, mailContextOf(ctx), user, locale));
    ctx.body = user;
  });
}
