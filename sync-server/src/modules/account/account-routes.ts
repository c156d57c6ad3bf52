/** The account itself: GET /api/account/export ("Download my data") and DELETE /api/account. */
import { Readable } from 'node:stream';
import { apiPaths } from '@shared/api.ts';
import { accountDeletionSchema } from '@shared/schemas/auth.ts';
import { afterResponse } from '../../middleware/after-response.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { parseBody } from '../../middleware/validate.ts';
import { SESSION_COOKIE_NAME } from '../../session/session-store.ts';
import type { AppRouter } from '../../types.ts';
import { removeStoredMedia } from '../media/index.ts';
import { confirmDeletion, deleteAccount } from './account-deletion.ts';
import { accountExport, exportFileName } from './account-export.ts';

export function accountRoutes(router: AppRouter): void {
  router.get(apiPaths.accountExport, requireUser(), (ctx) => {
    const user = signedInUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="${exportFileName(user)}"`);
    ctx.type = 'application/json; charset=utf-8';
    const stream = Readable.from(accountExport(ctx.db, user, ctx.cookies.get(SESSION_COOKIE_NAME, { signed: true })));
    // A failure half way cannot change the status any more: the log says why, and the file ends short (not valid JSON).
    stream.on('error', (err) => ctx.state.log.error({ err }, 'account export failed part way'));
    ctx.body = stream;
  });

  // No transaction(): like a password change, the try is counted (and committed) before the password
  // is checked; the deletion is then one transaction of its own.
  router.delete(apiPaths.account, requireUser(), async (ctx) => {
    const payload = parseBody(ctx, accountDeletionSchema);
    const user = signedInUser(ctx);
    await confirmDeletion(ctx.db, user, payload, ctx.session?.signedInAt);
    const media = await ctx.db.transaction((trx) => deleteAccount(trx, user));
    // Every session of the account now says it was deleted; this one simply ends.
    ctx.session = null;
    afterResponse(ctx, () => removeStoredMedia({ storage: ctx.storage, log: ctx.state.log }, media));
    ctx.status = 204;
  });
}
