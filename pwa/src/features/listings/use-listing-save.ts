/**
 * Saving the listing form: media compressed, the listing kept on the device and queued in one
 * transaction (mutations.ts), then sent while the form waits, or left to sync. A new listing's id
 * comes with its form and kept draft, so saving again is the same listing, never a second one.
 */
import { useNavigate } from '@tanstack/react-router';
import type { Item, User } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { applyDraft, listingFromDraft } from './local-listing.ts';
import { draftUploadProgress } from './draft-upload-progress.ts';
import { mediaLeftOutToast } from './media-left-out-toast.ts';
import { sendListingWrite } from './send-listing-write.ts';
import type { ListingDraft } from './listing-kinds.ts';
import type { MediaLeftOut } from './media-watch.ts';
import { openAuthDialog } from '@pwa/features/auth/index.ts';
import { listingFields, type ListingFormOutput } from './listing-form-values.ts';
import type { MediaSelection } from './media-selection.ts';
import { cachedCategory, saveListingOnDevice } from './mutations.ts';
import { prepareMedia } from './prepare-media.ts';
import { uploadStep, type OnSaveProgress } from './save-progress.ts';
import { fieldErrorTexts } from '@pwa/lib/error-text.ts';
import { reportError } from '@pwa/lib/report-error.ts';

const t = listingMessages.toasts;

/**
 * A new listing, with the id it is saved under (read at each save: continuing a kept draft changes
 * it), or one being edited: as last saved, or as made on this device and not yet sent.
 */
export type ListingTarget = { kind: 'create'; itemId: () => string } | { kind: 'edit'; item: Item };
/** The server's per-field messages of a refused save (empty when it gave none). */
export type SaveListing = (
  values: ListingFormOutput,
  media: MediaSelection,
  onProgress: OnSaveProgress,
) => Promise<Readonly<Record<string, string>> | undefined>;

/** `onKept` runs once the listing is kept on the device and queued (the form's unsaved draft has served). */
export function useListingSave(user: User, target: ListingTarget, onKept?: () => void): SaveListing {
  const navigate = useNavigate();

  return async (values, media, onProgress) => {
    const creating = target.kind === 'create';
    const failed = creating ? t.createFailed : t.updateFailed;
    const itemId = creating ? target.itemId() : target.item.id;
    const draft: ListingDraft = { itemId, listing: listingFields(values), ...(await prepareMedia(media, onProgress)) };
    let seq: number;
    try {
      const category = await cachedCategory(draft.listing.categoryId);
      const local = creating ? listingFromDraft(draft, { owner: user, category }) : applyDraft(target.item, draft, category);
      seq = await saveListingOnDevice(user.id, creating ? 'create' : 'update', draft, local);
    } catch (error) {
      // Not kept (the device's storage is full, say): nothing was written, and the form still has it all.
      reportError('keeping a listing on the device', error);
      showToast('error', failed.title, failed.description);
      return undefined;
    }
    onKept?.();

    /** What the owner was told of media left out, latest last (the one on screen). */
    const leftOut: MediaLeftOut[] = [];
    const outcome = await sendListingWrite(seq, {
      itemId,
      onMediaLeftOut: (notice) => {
        leftOut.push(notice);
        const toast = mediaLeftOutToast(notice);
        showToast('error', toast.title, toast.description);
      },
      onProgress: (progress) => {
        const step = uploadStep(draftUploadProgress(draft, progress));
        if (step) onProgress(step);
      },
    });
    const mode = creating ? 'create' : 'update';
    switch (outcome.status) {
      case 'sent': {
        // Told again as the owner goes on to My Listings, where the toast runs its course: the notice
        // shown as the media was left out may have expired while the listing itself was still on its
        // way (a slow connection, a busy server). Toasts come one at a time: the notice,
        // which says the listing is saved without that media, stands in for "Listing Created!".
        const notice = leftOut.at(-1);
        const told = notice ? mediaLeftOutToast(notice) : creating ? t.created : t.updated;
        showToast(notice ? 'error' : 'success', told.title, told.description);
        await navigate({ to: '/dashboard' });
        return undefined;
      }
      case 'waiting': {
        const saved = outcome.offline ? t.savedOffline[mode] : t.savedSending[mode];
        showToast('info', saved.title, saved.description);
        await navigate({ to: '/dashboard' });
        return undefined;
      }
      case 'sign-in':
        // The session ended (signed out elsewhere, or expired). The listing is kept and goes once the
        // owner signs in again; the form stays, to save again if they change something.
        showToast('error', t.authError.title, t.authError.description);
        openAuthDialog('login');
        return undefined;
      case 'refused': {
        // Kept on the device with the server's message (My Listings offers Retry / Edit / Discard);
        // saving the form again replaces it.
        showToast('error', failed.title, failed.description);
        return fieldErrorTexts(outcome.error);
      }
    }
  };
}
