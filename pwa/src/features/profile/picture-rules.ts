/**
 * What the profile picture picker accepts: any image, at most 5 MB, in both
 * places it is offered. The server judges the bytes again; this spares a phone a useless upload.
 */
import { profilePageMessages } from '@shared/messages/profile.ts';
import { MAX_PROFILE_PICTURE_BYTES } from '@shared/media.ts';

const t = profilePageMessages.picture;

/** The limit as the copy states it: "5MB". */
export const PICTURE_MAX_MB = Math.round(MAX_PROFILE_PICTURE_BYTES / (1024 * 1024));
export const PICTURE_ACCEPT = 'image/*';

export interface PictureProblem {
  title: string;
  text?: string | undefined;
}

export function checkPicture(file: File): PictureProblem | undefined {
  if (!file.type.toLowerCase().startsWith('image/')) return t.invalidType;
  if (file.size > MAX_PROFILE_PICTURE_BYTES) return { title: t.tooLarge.title, text: t.tooLarge.text(PICTURE_MAX_MB) };
  return undefined;
}
