/**
 * Feeds the listing form's changes to its draft keeper (form-draft-keeper.ts): every change of a
 * field or of the photos and video, and a last write when the page is hidden (a refresh, the app
 * sent to the background) or the form is left (Back, Cancel, another page). A write begun as the
 * page unloads may not finish, so the form also says when the draft is stored.
 */
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ListingFormValues } from '@shared/schemas/listing.ts';
import type { FormDraftKeeper } from './form-draft-keeper.ts';
import type { MediaSelection } from './media-selection.ts';

/** A form's draft: who keeps it, and what the form holds before anything is typed. */
export interface FormDraftBinding {
  keeper: FormDraftKeeper;
  /** Empty for a new listing; the listing as saved (or as queued) for changes to one. */
  baseline: { values: ListingFormValues; media: MediaSelection };
}

const sameValues = (a: ListingFormValues, b: ListingFormValues): boolean =>
  (Object.keys(b) as Array<keyof ListingFormValues>).every((key) => a[key] === b[key]);

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => a.length === b.length && a.every((entry, index) => entry === b[index]);

const sameMedia = (a: MediaSelection, b: MediaSelection): boolean =>
  sameList(a.imageUrls, b.imageUrls) && sameList(a.photos, b.photos) && a.videoUrl === b.videoUrl && a.video === b.video;

function noteChange(draft: FormDraftBinding, values: ListingFormValues, media: MediaSelection): void {
  const { baseline } = draft;
  draft.keeper.note({ values, media, unchanged: sameValues(values, baseline.values) && sameMedia(media, baseline.media) });
}

/** Returns whether the draft is stored on the device now (for the form to say so). */
export function useFormDraftAutosave<Output>(
  form: UseFormReturn<ListingFormValues, unknown, Output>,
  media: MediaSelection,
  draft: FormDraftBinding | undefined,
): boolean {
  const [kept, setKept] = useState(false);
  useEffect(() => draft?.keeper.subscribe((savedAt) => setKept(savedAt !== null)), [draft]);

  // The watcher below is set up once; it reads the photos and video as they are at each change.
  const current = useRef(media);
  const openedWith = useRef(media);

  useEffect(() => {
    current.current = media;
  });

  useEffect(() => {
    if (!draft) return;
    const watching = form.watch(() => noteChange(draft, form.getValues(), current.current));
    const onHidden = (): void => {
      if (document.visibilityState === 'hidden') void draft.keeper.flush();
    };
    const onPageHide = (): void => void draft.keeper.flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      watching.unsubscribe();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      void draft.keeper.flush();
    };
  }, [form, draft]);

  useEffect(() => {
    // The photos and video the form opened with are not a change.
    if (!draft || media === openedWith.current) return;
    noteChange(draft, form.getValues(), media);
    // A picked photo is one deliberate act, and the biggest thing to lose: kept at once.
    void draft.keeper.flush();
  }, [form, draft, media]);

  return kept;
}
