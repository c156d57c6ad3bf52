/**
 * The upload calls (spec §7): POST /api/upload/images, POST /api/upload/video and
 * POST /api/profile/upload-url hand out upload URLs; PUT /api/uploads/{mediaId}?token=… receives the
 * bytes; PUT /api/profile/picture makes an uploaded picture the account's own.
 */
import * as v from 'valibot';
import { apiPaths } from '@shared/api.ts';
import { VIDEO_CONTENT_TYPES } from '@shared/media.ts';
import { MAX_PHOTOS } from '@shared/schemas/listing.ts';
import { AppError } from '../errors.ts';
import { signedInUser } from '../middleware/require-user.ts';
import { parseBody } from '../middleware/validate.ts';
import type { AppRouter } from '../types.ts';
import { setProfilePicture } from './profile-picture-service.ts';
import {
  checkUploadToken,
  issueImageUploads,
  issueProfileUpload,
  issueVideoUpload,
  receiveImage,
  receiveProfilePicture,
  receiveVideo,
  uploadLimit,
} from './upload-service.ts';

const itemId = v.pipe(v.string('itemId must be a UUID'), v.uuid('itemId must be a UUID'));

const imageUploadRequest = v.object({
  imageCount: v.pipe(v.number('imageCount must be a number'), v.integer(), v.minValue(1, 'imageCount must be at least 1'), v.maxValue(MAX_PHOTOS, 'You can upload maximum 5 photos.')),
  itemId,
});

const videoUploadRequest = v.object({
  itemId,
  contentType: v.picklist(VIDEO_CONTENT_TYPES, 'Only MP4, WebM, and MOV videos are allowed.'),
  contentLength: v.pipe(v.number('contentLength must be a number'), v.integer('contentLength must be a whole number'), v.minValue(1, 'The video is empty.')),
});

const profilePictureRequest = v.object({
  profileImageUrl: v.pipe(v.string('profileImageUrl is required'), v.nonEmpty('profileImageUrl is required'), v.maxLength(2000)),
});

export function uploadRoutes(router: AppRouter): void {
  router.post(apiPaths.uploadImages, async (ctx) => {
    const { imageCount, itemId } = parseBody(ctx, imageUploadRequest);
    ctx.body = await issueImageUploads(ctx.db, ctx.storage, signedInUser(ctx), itemId, imageCount);
  });

  router.post(apiPaths.uploadVideo, async (ctx) => {
    ctx.body = await issueVideoUpload(ctx.db, ctx.storage, signedInUser(ctx), parseBody(ctx, videoUploadRequest));
  });

  router.post(apiPaths.profileUploadUrl, async (ctx) => {
    ctx.body = await issueProfileUpload(ctx.db, ctx.storage, signedInUser(ctx));
  });

  router.put(apiPaths.profilePicture, async (ctx) => {
    const { profileImageUrl } = parseBody(ctx, profilePictureRequest);
    ctx.body = await setProfilePicture(ctx.db, { storage: ctx.storage, log: ctx.state.log }, signedInUser(ctx), profileImageUrl);
  });

  router.put('/api/uploads/:mediaId', async (ctx) => {
    const user = signedInUser(ctx);
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const found = await checkUploadToken(ctx.db, user, ctx.params.mediaId ?? '', token);
    // Sizes are judged from the header before a byte of the body is read (413 without the upload).
    const declared = Number(ctx.get('Content-Length'));
    if (!ctx.get('Content-Length') || !Number.isInteger(declared) || declared < 0) {
      throw new AppError(411, 'invalid-input', 'Send the file with its Content-Length.');
    }
    const limit = uploadLimit(found);
    if (declared > limit.bytes) throw new AppError(413, 'payload-too-large', limit.message);
    const body = { stream: ctx.req, length: declared };
    switch (found.kind) {
      case 'image':
        ctx.body = { imageUrl: await receiveImage(ctx.db, ctx.storage, user, found, token, body) };
        break;
      case 'video':
        ctx.body = { videoUrl: await receiveVideo(ctx.db, ctx.storage, user, found, token, body) };
        break;
      case 'avatar':
        ctx.body = { objectPath: await receiveProfilePicture(ctx.db, ctx.storage, user, found, token, body) };
        break;
    }
  });
}
