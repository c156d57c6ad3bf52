/**
 * Saving a chosen profile picture: the upload, the toasts of the place it is offered from,
 * and what went wrong for the dialog to show. `saving` lets the dialog disable itself meanwhile.
 */
import { useState } from 'react';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { changeProfilePicture } from './mutations.ts';
import { describePictureFailure, type PicturePlace } from './picture-failure.ts';
import type { PictureProblem } from './picture-rules.ts';

export interface PictureUpload {
  saving: boolean;
  failure: PictureProblem | undefined;
  /** Resolves true once the picture is saved, false when it failed (already reported). */
  save: (file: File) => Promise<boolean>;
  reset: () => void;
}

export function usePictureUpload(userId: string, place: PicturePlace): PictureUpload {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<PictureProblem>();

  const save = async (file: File): Promise<boolean> => {
    setSaving(true);
    setFailure(undefined);
    try {
      await changeProfilePicture(userId, file);
      const success: { title: string; description?: string } = profilePageMessages.picture.toasts[place].success;
      showToast('success', success.title, success.description);
      return true;
    } catch (error) {
      const described = describePictureFailure(error, place);
      showToast('error', described.toast.title, described.toast.description);
      setFailure(described.notice);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { saving, failure, save, reset: () => setFailure(undefined) };
}
