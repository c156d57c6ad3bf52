/** POST /api/upload/images and PUT /api/uploads/{token} (spec §7 upload calls). */
import getRawBody from 'raw-body';
import * as v from 'valibot';
import { MAX_IMAGE_UPLOAD_BYTES } from '@shared/media.ts';
import { MAX_PHOTOS } from '@shared/schemas/listing.ts';
import { AppError } from '../errors.ts';
import { signedInUser } from '../middleware/require-user.ts';
import { parseBody } from '../middleware/validate.ts';
import type { AppRouter } from '../types.ts';
import type { MediaStorage } from './storage.ts';
import { checkUploadToken, issueImageUploads, storeImage } from './upload-service.ts';

const imageUploadRequest = v.object({
  imageCount: v.pipe(v.number('imageCount must be a number'), v.integer(), v.minValue(1, 'imageCount must be at least 1'), v.maxValue(MAX_PHOTOS, 'You can upload maximum 5 photos.')),
  itemId: v.pipe(v.string('itemId must be a UUID'), v.uuid('itemId must be a UUID')),
});

export function uploadRoutes(router: AppRouter, storage: MediaStorage): void {
  router.post('/api/upload/images', async (ctx) => {
    const user = signedInUser(ctx);
    const { imageCount, itemId } = parseBody(ctx, imageUploadRequest);
    ctx.body = await issueImageUploads(ctx.db, user, itemId, imageCount);
  });

  router.put('/api/uploads/:token', async (ctx) => {
    const user = signedInUser(ctx);
    const token = ctx.params.token ?? '';
    await checkUploadToken(ctx.db, user, token);
    const declared = Number(ctx.get('Content-Length'));
    if (!ctx.get('Content-Length') || !Number.isFinite(declared)) throw new AppError(411, 'invalid-input', 'Send the file with its Content-Length.');
    if (declared > MAX_IMAGE_UPLOAD_BYTES) throw new AppError(413, 'payload-too-large', 'This photo is too large. Please choose one under 15 MB.');
    const bytes = await getRawBody(ctx.req, { length: declared, limit: MAX_IMAGE_UPLOAD_BYTES });
    ctx.body = { imageUrl: await storeImage(ctx.db, storage, user, token, bytes) };
  });
}
