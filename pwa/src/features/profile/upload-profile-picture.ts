/**
 * The one profile picture upload, used by the dashboard's dialog and the profile edit page:
 * ask for an upload URL, PUT the file to it, then set it as the picture by its URL without the query
 * (the query holds the single-use token, which the server must not be handed back as part of a
 * picture's address). A failure says which step failed, with the call's own error as its cause.
 */
import { profilePageMessages } from '@shared/messages/profile.ts';
import { postProfileUploadUrl, putPictureBytes, putProfilePicture } from './profile-api.ts';

export type PictureStep = 'uploadUrl' | 'upload' | 'save';

export class PictureUploadError extends Error {
  override readonly name = 'PictureUploadError';

  constructor(
    readonly step: PictureStep,
    cause: unknown,
  ) {
    super(profilePageMessages.picture.steps[step], { cause });
  }
}

async function step<T>(name: PictureStep, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new PictureUploadError(name, error);
  }
}

/** "/api/uploads/abc?token=xyz" → "/api/uploads/abc" (a fragment, were there one, goes too). */
export const withoutQuery = (url: string): string => url.replace(/[?#].*$/s, '');

/** Resolves with where the new picture is served (the server's objectPath). */
export async function uploadProfilePicture(file: File): Promise<string> {
  const uploadUrl = await step('uploadUrl', async () => {
    const { uploadURL } = await postProfileUploadUrl();
    if (typeof uploadURL !== 'string' || !uploadURL) throw new Error('the server answered without an upload URL');
    return uploadURL;
  });
  await step('upload', () => putPictureBytes(uploadUrl, file));
  const { objectPath } = await step('save', () => putProfilePicture(withoutQuery(uploadUrl)));
  return objectPath;
}
