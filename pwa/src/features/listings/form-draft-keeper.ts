/**
 * Keeps one listing form's draft on the device as the owner types: a change is written after a short
 * pause (so typing is not a write per key), at once when the page is hidden or left, and never after
 * the draft was discarded. Writes run one after another, so a slow write cannot land after the delete
 * that followed it and bring a discarded draft back.
 */
import type { ListingFormValues } from '@shared/schemas/listing.ts';
import type { MediaSelection } from './media-selection.ts';
import { newUuidV7 } from '@pwa/lib/new-uuid.ts';
import { deleteFormDraft, readFormDraft, writeFormDraft, type FormDraftPlace, type RestoredFormDraft } from './form-draft-store.ts';
import { reportError } from '@pwa/lib/report-error.ts';

// It also holds which listing the form saves: the one edited, or for a new listing an id made with the
// form and written with its draft, taken back when the owner continues the draft. A save of the form
// queues the listing under that id; the draft of a form whose save the server refused then fixes that
// same listing after a reload, never publishing a second one (queueListingSave replaces the queued
// write; a creation that got through meanwhile is answered 409 and saved over).
/** Long enough to cover a burst of typing, short enough that a refresh rarely loses a word. */
export const FORM_DRAFT_DELAY_MS = 400;

export interface FormDraftChange {
  values: ListingFormValues;
  media: MediaSelection;
  /** The form is as it opened (empty, or the listing as saved): there is nothing to keep. */
  unchanged: boolean;
}

export class FormDraftKeeper {
  private pending: FormDraftChange | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writes: Promise<void> = Promise.resolve();
  /** The media last written: photos are rewritten only when they changed, not with every letter. */
  private writtenMedia: MediaSelection | undefined;
  private readonly listeners = new Set<(savedAt: number | null) => void>();
  /** The listing the form saves: the one edited, or a new one's id, made with the form or the continued draft's. */
  private itemId: string;

  constructor(
    readonly place: FormDraftPlace,
    private readonly delayMs = FORM_DRAFT_DELAY_MS,
  ) {
    this.itemId = place.itemId ?? newUuidV7();
  }

  /** The id the form's listing is saved under. */
  listingId(): string {
    return this.itemId;
  }

  /** The owner continues this stored draft: the form saves the listing it was kept for. */
  continueDraft(draft: RestoredFormDraft): void {
    if (this.place.itemId === null && draft.newItemId) this.itemId = draft.newItemId;
  }

  read(fallbackMedia: MediaSelection): Promise<RestoredFormDraft | null> {
    return readFormDraft(this.place, fallbackMedia);
  }

  /** Hears when the draft was last stored (null: there is none); returns how to stop listening. */
  subscribe(listener: (savedAt: number | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The form changed; it is written after the pause unless another change comes first. */
  note(change: FormDraftChange): void {
    this.pending = change;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
  }

  /** Writes the latest change now (the page is being hidden or left); resolves once it is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    const change = this.pending;
    this.pending = null;
    if (change) {
      this.queue(async () => {
        if (change.unchanged) {
          await deleteFormDraft(this.place);
          this.writtenMedia = undefined;
          this.tell(null);
          return;
        }
        const media = change.media === this.writtenMedia ? undefined : change.media;
        await writeFormDraft(this.place, change.values, { media, ...(this.place.itemId === null ? { newItemId: this.itemId } : {}) });
        this.writtenMedia = change.media;
        this.tell(Date.now());
      });
    }
    return this.writes;
  }

  /** The draft is saved as a listing, or thrown away: forget what was pending and delete it. */
  discard(): Promise<void> {
    clearTimeout(this.timer);
    this.pending = null;
    this.writtenMedia = undefined;
    this.queue(async () => {
      await deleteFormDraft(this.place);
      this.tell(null);
    });
    return this.writes;
  }

  private tell(savedAt: number | null): void {
    this.listeners.forEach((listener) => listener(savedAt));
  }

  private queue(write: () => Promise<void>): void {
    this.writes = this.writes.then(write).catch((error: unknown) => {
      // Keeping a draft is a safety net: a failed write (storage full, private mode) must not break
      // the form, whose values are still on screen.
      reportError(`keeping the listing form draft of ${this.place.itemId ?? 'a new listing'}`, error);
    });
  }
}
