/**
 * Email alerts: the account's choices (GET and PUT /api/email/alerts) and the emailed unsubscribe link
 * (/api/email/unsubscribe?token=…): a mail program's one-click POST turns the kind off at once (RFC
 * 8058: no sign-in, no page); a person opening the link (GET) is sent to the app's page, which asks
 * first, since link checkers open links by themselves.
 */
import { apiPaths } from '@shared/api.ts';
import { emailAlertChoicesSchema, unsubscribeQuerySchema } from '@shared/schemas/email-alerts.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody, parseQuery } from '../../middleware/validate.ts';
import type { AppRouter } from '../../types.ts';
import { chooseEmailAlerts, emailAlertChoicesOf, unsubscribe } from './email-alert-choices.ts';
import { UNSUBSCRIBE_PAGE } from './email-alert-job.ts';

export function emailAlertRoutes(router: AppRouter): void {
  router.get(apiPaths.emailAlerts, requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await emailAlertChoicesOf(ctx.db, signedInUser(ctx));
  });

  router.put(apiPaths.emailAlerts, requireUser(), idempotent(), transaction(), async (ctx) => {
    const changes = parseBody(ctx, emailAlertChoicesSchema);
    ctx.body = await chooseEmailAlerts(transactionOf(ctx), signedInUser(ctx), changes);
  });

  router.post(apiPaths.emailUnsubscribe, transaction(), async (ctx) => {
    const { token } = parseQuery(unsubscribeQuerySchema, ctx.query);
    ctx.body = await unsubscribe(transactionOf(ctx), ctx.config.sessionSecret, token);
  });

  // Whatever the link holds: the page says so when it is not one of ours.
  router.get(apiPaths.emailUnsubscribe, async (ctx) => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    ctx.status = 303;
    ctx.redirect(`${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`);
  });
}
