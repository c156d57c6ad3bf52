/**
 * The identity document calls of their owner (paths in shared/src/api.ts). Thin: rules live
 * in the services. Mutating calls are sealed (idempotency/idempotent.ts): their stored fingerprint is
 * an HMAC and their stored answer encrypted, so no idempotency record can give away a number or a
 * photo's address.
 */
import { apiPaths } from '@shared/api.ts';
import { documentPayloadSchema } from '@shared/schemas/document.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody, parseQuery, uuidParam } from '../../middleware/validate.ts';
import { removeStoredMedia } from '../media/index.ts';
import type { AppRouter } from '../../types.ts';
import { afterResponse } from '../../middleware/after-response.ts';
import { documentPhoto } from './document-photo-service.ts';
import { ownDocuments, resubmit, submitDocument } from './document-service.ts';

export function documentRoutes(router: AppRouter): void {
  router.get(apiPaths.verificationDocuments, requireUser(), async (ctx) => {
    ctx.body = await ownDocuments(ctx.db, signedInUser(ctx));
  });

  router.post(apiPaths.verificationDocuments, requireUser(), idempotent({ sealed: true }), transaction(), async (ctx) => {
    const payload = parseBody(ctx, documentPayloadSchema);
    ctx.status = 201;
    ctx.body = await submitDocument(transactionOf(ctx), ctx.config.documentKey, signedInUser(ctx), payload);
  });

  router.put(apiPaths.verificationDocument(':id'), requireUser(), idempotent({ sealed: true }), transaction(), async (ctx) => {
    const id = parseQuery(uuidParam, ctx.params.id);
    const payload = parseBody(ctx, documentPayloadSchema);
    const { document, replaced } = await resubmit(transactionOf(ctx), ctx.config.documentKey, signedInUser(ctx), id, payload);
    ctx.body = document;
    // The replaced photos' files go once their records' removal is committed.
    afterResponse(ctx, () => removeStoredMedia({ storage: ctx.storage, log: ctx.state.log }, replaced));
  });

  // No requireUser: a stranger, signed in or not, gets the same 404 (document-photo-service.ts).
  router.get(apiPaths.documentPhoto(':mediaId'), async (ctx) => {
    const photo = await documentPhoto({ db: ctx.db, storage: ctx.storage, documentKey: ctx.config.documentKey }, ctx.state.user, ctx.params.mediaId ?? '');
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = 'image/webp';
    ctx.body = photo;
  });
}
