/**
 * Saving the listing form (spec §4, §8): new photos and video are compressed and uploaded first
 * (upload-media.ts), then the listing is created or updated, with the spec's toasts, then /dashboard.
 * One Idempotency-Key per distinct submission: pressing Publish again with the same values after a
 * lost answer replays the first request instead of listing the item twice (DESIGN.md §5). A new
 * listing gets its id here, once per form, like a draft made offline would (DESIGN.md §4).
 */
import { useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type * as v from 'valibot';
import { listingMessages } from '@shared/messages/listings.ts';
import { toListingPayload, type listingFormSchema } from '@shared/schemas/listing.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { openAuthDialog } from '@pwa/features/auth/index.ts';
import type { MediaSelection } from './media-selection.ts';
import { createListing, updateListing } from './mutations.ts';
import { newUuidV7 } from './new-uuid.ts';
import type { OnSaveProgress } from './save-progress.ts';
import { uploadMedia, type UploadedFiles } from './upload-media.ts';

const t = listingMessages.toasts;

export type ListingFormOutput = v.InferOutput<typeof listingFormSchema>;
export type ListingTarget = { kind: 'create' } | { kind: 'edit'; itemId: string };
/** The server's per-field messages of a failed save (empty when it gave none). */
export type SaveListing = (
  values: ListingFormOutput,
  media: MediaSelection,
  onProgress: OnSaveProgress,
) => Promise<Readonly<Record<string, string>> | undefined>;

export function useListingSave(target: ListingTarget): SaveListing {
  const navigate = useNavigate();
  const newId = useRef<string>(null);
  const attempt = useRef<{ fingerprint: string; key: string }>(null);
  const uploaded = useRef<UploadedFiles>(new WeakMap());

  return async (values, media, onProgress) => {
    if (target.kind === 'create') newId.current ??= newUuidV7();
    const itemId = target.kind === 'create' ? (newId.current ?? newUuidV7()) : target.itemId;
    const saved = await uploadMedia(itemId, media, uploaded.current, onProgress);
    const payload = toListingPayload(values, { imageUrls: saved.imageUrls, videoUrl: saved.videoUrl });
    const fingerprint = JSON.stringify(payload);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newUuidV7() };
    const { key } = attempt.current;
    try {
      if (target.kind === 'create') await createListing({ ...payload, id: itemId }, key);
      else await updateListing(target.itemId, payload, key);
      // Toasts come one at a time (spec §9): "Listing Created!" would replace the notice that some
      // media was left out, which already says the listing is being saved without it.
      const done = target.kind === 'create' ? t.created : t.updated;
      if (!saved.leftOut) showToast('success', done.title, done.description);
      await navigate({ to: '/dashboard' });
      return undefined;
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        // The session ended (signed out elsewhere, or expired): sign in again and the form is still here.
        showToast('error', t.authError.title, t.authError.description);
        openAuthDialog('login');
        return undefined;
      }
      const failed = target.kind === 'create' ? t.createFailed : t.updateFailed;
      showToast('error', failed.title, failed.description);
      return isApiError(error) ? error.fields : undefined;
    }
  };
}
