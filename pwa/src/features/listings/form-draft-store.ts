/**
 * The listing form's unsaved draft on the device (a typed form is not lost on Back,
 * refresh or Cancel): its values, and its photos and video as Blobs, per account and per form (a
 * new listing, or changes to one listing). Read when the form opens again, written as the owner
 * types (form-draft-keeper.ts), deleted once the listing is saved or the owner discards it.
 */
import type { ListingFormValues } from '@shared/schemas/listing.ts';
import { db, type FormDraftMediaRow, type StoredFile } from '@pwa/db/app-db.ts';
import type { MediaSelection } from './media-selection.ts';

/** Which form a draft belongs to: a new listing (itemId null) or changes to one listing. */
export interface FormDraftPlace {
  accountId: string;
  itemId: string | null;
}

/** A draft as the form takes it back. */
export interface RestoredFormDraft {
  values: ListingFormValues;
  media: MediaSelection;
  savedAt: number;
  /** A new listing's draft: the id its listing is saved under (FormDraftRow.newItemId). */
  newItemId?: string;
}

/** What is written with the values: the media when they changed, and a new listing's id. */
export interface FormDraftExtras {
  media?: MediaSelection;
  newItemId?: string;
}

export const formDraftKey = ({ accountId, itemId }: FormDraftPlace): string =>
  itemId === null ? `create:${accountId}` : `edit:${accountId}:${itemId}`;

const stored = (file: File): StoredFile => ({ blob: file, name: file.name });
const restored = ({ blob, name }: StoredFile): File => new File([blob], name, { type: blob.type });

/** Writes the draft's values, and its media when given (they change far less often). */
export async function writeFormDraft(place: FormDraftPlace, values: ListingFormValues, { media, newItemId }: FormDraftExtras = {}): Promise<void> {
  const key = formDraftKey(place);
  await db.transaction('rw', db.formDrafts, db.formDraftMedia, async () => {
    await db.formDrafts.put({ key, accountId: place.accountId, itemId: place.itemId, ...(newItemId ? { newItemId } : {}), values, savedAt: Date.now() });
    if (!media) return;
    const row: FormDraftMediaRow = {
      key,
      imageUrls: [...media.imageUrls],
      photos: media.photos.map(stored),
      videoUrl: media.videoUrl,
      video: media.video ? stored(media.video) : null,
    };
    await db.formDraftMedia.put(row);
  });
}

/** The account's draft of this form, or null; `fallbackMedia` stands in when its media was never written. */
export async function readFormDraft(place: FormDraftPlace, fallbackMedia: MediaSelection): Promise<RestoredFormDraft | null> {
  const key = formDraftKey(place);
  return db.transaction('r', db.formDrafts, db.formDraftMedia, async () => {
    const [row, media] = await Promise.all([db.formDrafts.get(key), db.formDraftMedia.get(key)]);
    if (!row || row.accountId !== place.accountId) return null;
    return {
      values: row.values,
      savedAt: row.savedAt,
      ...(row.newItemId ? { newItemId: row.newItemId } : {}),
      media: media
        ? { imageUrls: media.imageUrls, photos: media.photos.map(restored), videoUrl: media.videoUrl, video: media.video ? restored(media.video) : null }
        : fallbackMedia,
    };
  });
}

export async function deleteFormDraft(place: FormDraftPlace): Promise<void> {
  const key = formDraftKey(place);
  await db.transaction('rw', db.formDrafts, db.formDraftMedia, async () => {
    await Promise.all([db.formDrafts.delete(key), db.formDraftMedia.delete(key)]);
  });
}
