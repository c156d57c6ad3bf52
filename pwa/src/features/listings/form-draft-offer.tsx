/**
 * "Continue your draft?": shown in place of the listing form when this device keeps an unsaved draft
 * of it, with what the draft holds (its title, photos, video) and when it was last typed.
 */
import { useEffect, useId, useRef } from 'react';
import { FilePenLine } from 'lucide-react';
import { listingMessages } from '@shared/messages/listings.ts';
import { Button } from '@pwa/ui/button.tsx';
import { savedAgo } from '@pwa/ui/offline-note.tsx';
import type { RestoredFormDraft } from './form-draft-store.ts';

const t = listingMessages.draft;

interface FormDraftOfferProps {
  mode: 'create' | 'edit';
  draft: RestoredFormDraft;
  onContinue: () => void;
  onDiscard: () => void;
}

export function FormDraftOffer({ mode, draft, onContinue, onDiscard }: FormDraftOfferProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The question replaces the form: move focus to it, so a screen reader hears it first.
  useEffect(() => heading.current?.focus(), []);
  const when = savedAgo(draft.savedAt);
  const photos = draft.media.imageUrls.length + draft.media.photos.length;
  const holds = [photos ? t.photos(photos) : null, draft.media.video || draft.media.videoUrl ? t.withVideo : null].filter(Boolean).join(', ');
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-primary/40 bg-primary-soft p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <FilePenLine aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="min-w-0">
          <h2 id={id} ref={heading} tabIndex={-1} className="text-lg font-semibold text-fg focus:outline-none">
            {t.title}
          </h2>
          <p className="mt-1 text-fg-muted">{mode === 'create' ? t.createText(when) : t.editText(when)}</p>
          <p className="mt-3 font-medium break-words text-fg">{draft.values.title.trim() || t.untitled}</p>
          {holds ? <p className="text-sm text-fg-muted">{holds}</p> : null}
        </div>
      </div>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDiscard}>
          {t.discard}
        </Button>
        <Button onClick={onContinue}>{t.continue}</Button>
      </div>
    </section>
  );
}
