/**
 * What a failed picture upload shows. Storage being unavailable (503) is said with the
 * server's own message (its code's words in Hindi: errorText), in place of the generic failure toast: only one toast shows at a time, and
 * the generic one would hide the reason. The dialog also says which step failed and why, so the user
 * can tell an offline phone from a refused file.
 */
import { profilePageMessages } from '@shared/messages/profile.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { PictureUploadError } from './upload-profile-picture.ts';
import type { PictureProblem } from './picture-rules.ts';

const t = profilePageMessages.picture;

export type PicturePlace = keyof typeof t.toasts;

export interface PictureFailure {
  toast: { title: string; description: string };
  /** Shown in the dialog, under the preview. */
  notice: PictureProblem;
}

export function describePictureFailure(error: unknown, place: PicturePlace): PictureFailure {
  const cause = error instanceof PictureUploadError ? error.cause : error;
  const apiError = isApiError(cause) ? cause : undefined;
  if (apiError?.status === 503) {
    const text = apiError.code === 'unexpected-response' || !apiError.message ? t.storageNotConfigured.fallback : errorText(apiError);
    const storage = { title: t.storageNotConfigured.title, description: text };
    return { toast: storage, notice: { title: storage.title, text } };
  }
  // A proxy's page ("502: Bad Gateway") explains nothing to a user; the API's own messages do.
  const detail = apiError && apiError.code !== 'unexpected-response' ? errorText(apiError) : undefined;
  return {
    toast: t.toasts[place].failure,
    notice: { title: error instanceof PictureUploadError ? error.message : t.toasts[place].failure.description, text: detail },
  };
}
