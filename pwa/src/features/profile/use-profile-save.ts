/**
 * Saving the profile form: PUT /api/users/{id}, the signed-in user refreshed on the
 * device, "Profile Updated", then the dashboard. A failure toasts "Update Failed" with the server's
 * message and hands back its per-field messages for the form to show.
 */
import { useNavigate } from '@tanstack/react-router';
import { profilePageMessages } from '@shared/messages/profile.ts';
import type { ProfilePayload } from '@shared/schemas/profile.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { saveProfile } from './mutations.ts';
import { errorText, fieldErrorTexts } from '@pwa/lib/error-text.ts';

const t = profilePageMessages.toasts;

/** Resolves with the server's per-field messages when the save failed, undefined when it worked. */
export type SaveProfile = (payload: ProfilePayload) => Promise<Readonly<Record<string, string>> | undefined>;

export function useProfileSave(userId: string): SaveProfile {
  const navigate = useNavigate();
  return async (payload) => {
    try {
      await saveProfile(userId, payload);
      showToast('success', t.updated.title);
      await navigate({ to: '/dashboard' });
      return undefined;
    } catch (error) {
      // A proxy's status page ("502: Bad Gateway") is no message for a user; the API's own are.
      const serverMessage = isApiError(error) && error.code !== 'unexpected-response' ? errorText(error) : '';
      showToast('error', t.updateFailed.title, serverMessage || t.updateFailed.fallback);
      return isApiError(error) ? fieldErrorTexts(error) : undefined;
    }
  };
}
