/**
 * Profile writes: each goes to the server first (an upload cannot wait in an outbox for a
 * picture the user is looking at), then the confirmed result goes into the signed-in user on the
 * device, so the header and every other screen show the new picture or name at once.
 */
import type { User } from '@shared/api.ts';
import type { ProfilePayload } from '@shared/schemas/profile.ts';
import { updateSessionUser } from '@pwa/features/auth/index.ts';
import { putProfile } from './profile-api.ts';
import { uploadProfilePicture } from './upload-profile-picture.ts';

/** Resolves with the new picture's address; rejects with a PictureUploadError. */
export async function changeProfilePicture(userId: string, file: File): Promise<string> {
  const profileImageUrl = await uploadProfilePicture(file);
  await updateSessionUser(userId, { profileImageUrl });
  return profileImageUrl;
}

export async function saveProfile(userId: string, payload: ProfilePayload): Promise<User> {
  const user = await putProfile(userId, payload);
  await updateSessionUser(userId, user);
  return user;
}
