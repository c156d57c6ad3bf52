/**
 * Administrators' identity document calls (paths in shared/src/api.ts). Signed out: 401;
 * signed in but not an administrator: 403 (policy 'documents.administer'). The list's pages follow
 * keyset order, newest submission first, whatever the status filter; the next page's cursor comes in
 * NEXT_CURSOR_HEADER.
 */
import { apiPaths, NEXT_CURSOR_HEADER } from '@shared/api.ts';
import { adminDecisionSchema, adminDocumentsQuerySchema } from '@shared/schemas/document.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody, parseQuery, uuidParam } from '../../middleware/validate.ts';
import { removeStoredMedia } from '../media/index.ts';
import type { AppContext, AppRouter } from '../../types.ts';
import { afterResponse } from '../../middleware/after-response.ts';
import { adminDocumentCounts, adminDocumentPage, decide, type AdminContext } from './admin-document-service.ts';

const adminOf = (ctx: AppContext): AdminContext => ({ db: ctx.db, key: ctx.config.documentKey, log: ctx.state.log, admin: ctx.state.user });

export function adminDocumentRoutes(router: AppRouter): void {
  // Before the list's `/:id` paths could ever shadow it.
  router.get(apiPaths.adminVerificationDocumentCounts, requireUser(), async (ctx) => {
    ctx.body = await adminDocumentCounts(adminOf(ctx));
  });

  router.get(apiPaths.adminVerificationDocuments, requireUser(), async (ctx) => {
    const context = adminOf(ctx);
    const query = parseQuery(adminDocumentsQuerySchema, ctx.query);
    const page = await adminDocumentPage(context, query);
    if (page.nextCursor) ctx.set(NEXT_CURSOR_HEADER, page.nextCursor);
    ctx.body = page.rows;
  });

  // Sealed: the answer carries the document's photo addresses (idempotency/idempotent.ts).
  router.put(apiPaths.adminVerifyDocument(':id'), requireUser(), idempotent({ sealed: true }), transaction(), async (ctx) => {
    const id = parseQuery(uuidParam, ctx.params.id);
    const payload = parseBody(ctx, adminDecisionSchema);
    const { document, erased } = await decide({ ...adminOf(ctx), db: transactionOf(ctx) }, id, payload);
    ctx.body = document;
    // The photos' files go once the decision that erased their records is committed.
    afterResponse(ctx, () => removeStoredMedia({ storage: ctx.storage, log: ctx.state.log }, erased));
  });
}
