/**
 * The upload calls: POST /api/upload/images, POST /api/upload/video and
 * POST /api/profile/upload-url hand out upload URLs; PUT /api/uploads/{mediaId}?token=… receives the
 * bytes. (PUT /api/profile/picture, which makes an uploaded picture the account's own, is the profiles module's.)
 */
import { apiPaths } from '@shared/api.ts';
import { imageUploadRequestSchema, videoUploadRequestSchema } from '@shared/schemas/upload.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError, fileTooLargeError } from '../../errors.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { commitOf, transaction, transactionWhenReady, transactionOf } from '../../middleware/transaction.ts';
import { parseBody } from '../../middleware/validate.ts';
import { documentImageUploadSchema } from '@shared/schemas/document.ts';
import type { AppRouter } from '../../types.ts';
import {
  checkUploadToken,
  issueDocumentPhotoUploads,
  issueImageUploads,
  issueProfileUpload,
  issueVideoUpload,
  receiveDocumentPhoto,
  receiveImage,
  receiveProfilePicture,
  receiveVideo,
  receivedUrl,
  UPLOAD_URL_TTL_MS,
  uploadAnswer,
  uploadLimit,
  type ListingOwnerLookup,
} from './upload-service.ts';

/**
 * Issuing upload URLs honours Idempotency-Key, but only while the URLs it answered can still be
 * started (they die after 15 minutes): an outbox that lost the answer gets the same URLs (no second
 * set of tokens), and one replaying later gets fresh ones instead of links that can only fail.
 */
const issueOnce = (options: { sealed?: boolean } = {}) => idempotent({ replayForMs: UPLOAD_URL_TTL_MS - 5 * 60 * 1000, ...options });

const UPLOAD_PATH = /^\/api\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * An upload URL is single-use, so the URL is its own idempotency key (any Idempotency-Key header is
 * not needed and not read): a repeat of a PUT that was stored gets the first answer, one with another
 * length or type is a 422, one while the first is still streaming is a 409 — so two copies of one
 * upload can never race to write, and then remove, the same files. The bytes stream outside any
 * transaction (a slow phone must not hold a database connection): transactionWhenReady opens the one
 * transaction once the bytes are in, and the used token, the media record and the stored answer commit
 * together in it.
 */
/*
 * Sealed (idempotent.ts): an upload's answer names where the photo is served, and for a document photo
 * that address is private; the key (the URL's media id) is stored only as a keyed digest.
 */
const uploadOnce = idempotent({
  sealed: true,
  keyOf: (ctx) => {
    const mediaId = UPLOAD_PATH.exec(ctx.path)?.[1];
    return mediaId ? `upload/${mediaId}` : undefined;
  },
  payloadOf: (ctx) => `${ctx.get('Content-Length')} ${ctx.get('Content-Type')}`,
});

/** The upload calls, with the items module's answer to whose listing an upload is for. */
export const uploadRoutes = (listingOwner: ListingOwnerLookup) => (router: AppRouter): void => {
  router.post(apiPaths.uploadImages, requireUser(), issueOnce(), transaction(), async (ctx) => {
    const { imageCount, itemId } = parseBody(ctx, imageUploadRequestSchema);
    ctx.body = await issueImageUploads(transactionOf(ctx), ctx.storage, listingOwner, signedInUser(ctx), itemId, imageCount);
  });

  // Sealed: the answer holds upload tokens and the private addresses of identity document photos.
  router.post(apiPaths.uploadDocumentImages, requireUser(), issueOnce({ sealed: true }), transaction(), async (ctx) => {
    const { imageCount } = parseBody(ctx, documentImageUploadSchema);
    ctx.body = await issueDocumentPhotoUploads(transactionOf(ctx), ctx.storage, signedInUser(ctx), imageCount);
  });

  router.post(apiPaths.uploadVideo, requireUser(), issueOnce(), transaction(), async (ctx) => {
    ctx.body = await issueVideoUpload(transactionOf(ctx), ctx.storage, listingOwner, signedInUser(ctx), parseBody(ctx, videoUploadRequestSchema));
  });

  router.post(apiPaths.profileUploadUrl, requireUser(), issueOnce(), transaction(), async (ctx) => {
    ctx.body = await issueProfileUpload(transactionOf(ctx), ctx.storage, signedInUser(ctx));
  });

  // The one mutating call without transaction(): its body streams for minutes (see uploadOnce).
  router.put('/api/uploads/:mediaId', requireUser(), uploadOnce, transactionWhenReady(), async (ctx) => {
    const user = signedInUser(ctx);
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const checked = await checkUploadToken(ctx.db, user, ctx.params.mediaId ?? '', token);
    if (checked.received) {
      ctx.set('Idempotent-Replayed', 'true');
      ctx.body = checked.received;
      return;
    }
    const found = checked.token;
    // Sizes are judged from the header before a byte of the body is read (413 without the upload).
    const declared = Number(ctx.get('Content-Length'));
    if (!ctx.get('Content-Length') || !Number.isInteger(declared) || declared < 0) {
      throw new AppError(411, 'invalid-input', serverMessages.uploads.lengthRequired);
    }
    const limit = uploadLimit(found);
    if (declared > limit.bytes) throw fileTooLargeError(limit.message, limit.bytes);
    const body = { stream: ctx.req, length: declared };
    const receive = { image: receiveImage, video: receiveVideo, avatar: receiveProfilePicture, document: receiveDocumentPhoto(ctx.config.documentKey) }[found.kind];
    // The answer is known from the link before the bytes arrive; set now, it is stored (for replays) in
    // the transaction that records the media. A failure replaces it with the error.
    ctx.body = uploadAnswer(found.kind, receivedUrl(found));
    await receive(commitOf(ctx), ctx.storage, user, found, token, body);
  });
};
