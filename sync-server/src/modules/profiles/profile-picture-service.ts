/**
 * PUT /api/profile/picture: the client names the upload URL it used, without its query; the
 * picture stored through it becomes the account's profile picture, and earlier pictures are removed.
 */
import type { Knex } from 'knex';
import type { UploadedProfilePicture, User } from '@shared/api.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../../errors.ts';
import { ownerShownOnListingsChanged } from '../items/index.ts';
import { dropOtherAvatars, uploadedAvatar, type StoredMedia } from '../media/index.ts';
import { setProfileImage } from '../users/index.ts';

const UPLOAD_PATH = /^\/api\/uploads\/([0-9a-f-]{36})$/;

const notUploaded = () =>
  new AppError(400, 'invalid-input', serverMessages.uploads.pictureNotUploaded, { profileImageUrl: serverMessages.uploads.pictureNotUploaded });

/** The media id in an upload URL given as a path or as a full URL (query and fragment ignored). */
function mediaIdOf(profileImageUrl: string): string | undefined {
  try {
    return UPLOAD_PATH.exec(new URL(profileImageUrl, 'http://kiraya.invalid').pathname)?.[1];
  } catch {
    return undefined;
  }
}

/**
 * Makes the upload the account's picture; answers where it is served and the earlier pictures whose
 * records went, for the caller to remove their files once this is committed. The owner's listings show
 * the picture, so they are marked changed in the same transaction (the changes call) and cached lists
 * are emptied.
 */
export async function setProfilePicture(
  trx: Knex.Transaction,
  user: User,
  profileImageUrl: string,
): Promise<{ answer: UploadedProfilePicture; replaced: StoredMedia[] }> {
  const mediaId = mediaIdOf(profileImageUrl);
  if (!mediaId) throw notUploaded();
  const picture = await uploadedAvatar(trx, user.id, mediaId);
  if (!picture) throw notUploaded();
  await setProfileImage(trx, user.id, picture.url);
  await ownerShownOnListingsChanged(trx, user.id);
  const replaced = await dropOtherAvatars(trx, user.id, mediaId);
  return { answer: { objectPath: picture.url }, replaced };
}
