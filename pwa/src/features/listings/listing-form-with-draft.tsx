/**
 * Opens the listing form through its draft: reads whether this device keeps an unsaved draft of the
 * form, offers it ("Continue your draft?"), and opens the form with it, or as it opens without one
 * (empty, or the listing as saved) once the owner discards it. Without a draft the form opens at once.
 */
import { useEffect, useState } from 'react';
import { FormDraftOffer } from './form-draft-offer.tsx';
import type { RestoredFormDraft } from './form-draft-store.ts';
import { ListingForm } from './listing-form.tsx';
import type { FormDraftBinding } from './use-form-draft-autosave.ts';
import type { SaveListing } from './use-listing-save.ts';
import { reportError } from '@pwa/lib/report-error.ts';

type GateState = { step: 'reading' } | { step: 'offering'; draft: RestoredFormDraft } | { step: 'open'; draft: RestoredFormDraft | null };

interface ListingFormWithDraftProps {
  mode: 'create' | 'edit';
  draft: FormDraftBinding;
  serverErrors?: Readonly<Record<string, string>>;
  onSave: SaveListing;
}

export function ListingFormWithDraft({ mode, draft: binding, serverErrors, onSave }: ListingFormWithDraftProps) {
  const [state, setState] = useState<GateState>({ step: 'reading' });
  const { keeper, baseline } = binding;

  useEffect(() => {
    let current = true;
    keeper
      .read(baseline.media)
      .catch((error: unknown) => {
        // An unreadable draft must not keep the owner from the form.
        reportError(`reading the listing form draft of ${keeper.place.itemId ?? 'a new listing'}`, error);
        return null;
      })
      .then((draft) => {
        if (current) setState(draft ? { step: 'offering', draft } : { step: 'open', draft: null });
      });
    return () => {
      current = false;
    };
  }, [keeper, baseline]);

  // Reading takes a moment of IndexedDB: nothing flashes in between.
  if (state.step === 'reading') return null;
  if (state.step === 'open') {
    const restored = state.draft;
    return (
      <ListingForm
        mode={mode}
        defaultValues={restored?.values ?? baseline.values}
        defaultMedia={restored?.media ?? baseline.media}
        serverErrors={serverErrors}
        draft={binding}
        onSave={onSave}
      />
    );
  }
  const { draft } = state;
  return (
    <FormDraftOffer
      mode={mode}
      draft={draft}
      onContinue={() => {
        // A new listing's draft saves the listing it was kept for (one may be queued already).
        keeper.continueDraft(draft);
        setState({ step: 'open', draft });
      }}
      onDiscard={() => {
        void keeper.discard();
        setState({ step: 'open', draft: null });
      }}
    />
  );
}
