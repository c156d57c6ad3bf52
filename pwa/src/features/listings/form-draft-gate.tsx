/**
 * Opens the listing form through its draft: reads whether this device keeps an unsaved draft of the
 * form, offers it ("Continue your draft?"), and opens the form with it, or empty (as saved) once the
 * owner discards it. Without a draft the form opens at once.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { FormDraftKeeper } from './form-draft-keeper.ts';
import { FormDraftOffer } from './form-draft-offer.tsx';
import type { RestoredFormDraft } from './form-draft-store.ts';
import type { MediaSelection } from './media-selection.ts';

type GateState = { step: 'reading' } | { step: 'offering'; draft: RestoredFormDraft } | { step: 'open'; draft: RestoredFormDraft | null };

interface FormDraftGateProps {
  mode: 'create' | 'edit';
  keeper: FormDraftKeeper;
  /** The form's media without a draft, for a draft whose media was never written. */
  baselineMedia: MediaSelection;
  /** The form, opened with the draft (null: as it opens without one). */
  children: (draft: RestoredFormDraft | null) => ReactNode;
}

export function FormDraftGate({ mode, keeper, baselineMedia, children }: FormDraftGateProps) {
  const [state, setState] = useState<GateState>({ step: 'reading' });

  useEffect(() => {
    let current = true;
    keeper
      .read(baselineMedia)
      .catch((error: unknown) => {
        // An unreadable draft must not keep the owner from the form.
        console.warn('Could not read the listing form draft on this device', { place: keeper.place, error });
        return null;
      })
      .then((draft) => {
        if (current) setState(draft ? { step: 'offering', draft } : { step: 'open', draft: null });
      });
    return () => {
      current = false;
    };
  }, [keeper, baselineMedia]);

  // Reading takes a moment of IndexedDB: nothing flashes in between.
  if (state.step === 'reading') return null;
  if (state.step === 'open') return children(state.draft);
  const { draft } = state;
  return (
    <FormDraftOffer
      mode={mode}
      draft={draft}
      onContinue={() => setState({ step: 'open', draft })}
      onDiscard={() => {
        void keeper.discard();
        setState({ step: 'open', draft: null });
      }}
    />
  );
}
