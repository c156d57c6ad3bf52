/**
 * The moderators' calls on accounts (administrators only, policy 'moderation.act'; 401 signed out,
 * 403 for anyone else, before anything is looked up): find accounts, read one's page, and suspend,
 * restore, grant or revoke administrator with a reason. A suspended account is emailed why once the
 * suspension is committed.
 */
import { adminUserActions, apiPaths } from '@shared/api.ts';
import { moderationReasonSchema, userSearchQuerySchema } from '@shared/schemas/report.ts';
import { copyForUser } from '../../copy/user-copy.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { afterResponse } from '../../middleware/after-response.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { afterCommit, transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody, parseQuery, uuidParam } from '../../middleware/validate.ts';
import type { AppContext, AppRouter } from '../../types.ts';
import { accountPage, actOnAccount, findAccounts, suspendedAccountContact } from './user-admin-service.ts';

async function mailSuspension(ctx: AppContext, userId: string, reason: string): Promise<void> {
  const contact = await suspendedAccountContact(ctx.db, userId);
  if (!contact) return;
  const copy = await copyForUser(ctx.db, userId);
  const mail = copy.notifications.suspendedEmail;
  await ctx.mailer.send({ to: contact.email, subject: mail.subject, text: mail.body(contact.name, reason), language: copy.locale, expectsReply: true });
}

export function userAdminRoutes(router: AppRouter): void {
  router.get(apiPaths.adminUsers, requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { q } = parseQuery(userSearchQuerySchema, ctx.query);
    ctx.body = await findAccounts(ctx.db, ctx.state.user, q);
  });

  router.get(apiPaths.adminUser(':id'), requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await accountPage(ctx.db, ctx.state.user, parseQuery(uuidParam, ctx.params.id));
  });

  for (const action of adminUserActions) {
    router.post(apiPaths.adminUserAction(':id', action), requireUser(), idempotent(), transaction(), async (ctx) => {
      const id = parseQuery(uuidParam, ctx.params.id);
      const payload = parseBody(ctx, moderationReasonSchema);
      ctx.body = await actOnAccount(transactionOf(ctx), ctx.state.user, id, action, payload);
      if (action === 'suspend') afterCommit(ctx, async () => afterResponse(ctx, () => mailSuspension(ctx, id, payload.reason)));
    });
  }
}
