/** Bodies of the calls that hand out upload URLs for a listing's photos and video. */
import * as v from 'valibot';
import { VIDEO_CONTENT_TYPES } from '../media.ts';
import { listingMessages } from '../messages/listings.ts';
import { serverMessages } from '../messages/server.ts';
import { MAX_PHOTOS_ANY_PLAN } from './listing.ts';

const copy = serverMessages.uploadRequest;
const itemId = v.pipe(v.string(copy.itemId), v.uuid(copy.itemId));

export const imageUploadRequestSchema = v.object({
  imageCount: v.pipe(v.number(copy.imageCountNumber), v.integer(), v.minValue(1, copy.imageCountMin), v.maxValue(MAX_PHOTOS_ANY_PLAN, listingMessages.validation.tooManyPhotosOfPlan(MAX_PHOTOS_ANY_PLAN))),
  itemId,
});

export const videoUploadRequestSchema = v.object({
  itemId,
  contentType: v.picklist(VIDEO_CONTENT_TYPES, serverMessages.uploads.notAVideo),
  contentLength: v.pipe(v.number(copy.contentLengthNumber), v.integer(copy.contentLengthWhole), v.minValue(1, copy.emptyVideo)),
});
