/** The media module: uploads of photos and videos, their processing, keys and removal. */
export { documentPhotoKey, plainDocumentPhotoKey, SEALED_CONTENT_TYPE } from './media-keys.ts';
export { removeDetachedItemMedia, removeStoredMedia, sweepUnusedMedia, type MediaCleanup } from './media-removal.ts';
export { uploadRoutes } from './upload-routes.ts';
export { dropOtherAvatars, forgetExpiredUploadLinks, mediaUploadedFor, uploadedAvatar, type StoredMedia } from './upload-service.ts';
