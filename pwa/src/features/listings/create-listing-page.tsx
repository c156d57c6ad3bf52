/**
 * /create-listing: an empty listing form that publishes a new listing of the signed-in
 * user, or the unsaved draft this device keeps of it, when the owner chooses to continue it.
 */
import { useState } from 'react';
import type { User } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { FormDraftKeeper } from './form-draft-keeper.ts';
import { emptyListingForm } from './listing-form-values.ts';
import { ListingFormWithDraft } from './listing-form-with-draft.tsx';
import { ListingPageFrame } from './listing-page-frame.tsx';
import { emptyMedia } from './media-selection.ts';
import { useListingSave } from './use-listing-save.ts';

const t = listingMessages.form;

export function CreateListingPage({ user }: { user: User }) {
  const [{ formDraft, target }] = useState(() => {
    const keeper = new FormDraftKeeper({ accountId: user.id, itemId: null });
    return {
      formDraft: { keeper, baseline: { values: emptyListingForm(), media: emptyMedia() } },
      // The keeper knows the new listing's id: the form's own, or the continued draft's.
      target: { kind: 'create', itemId: () => keeper.listingId() } as const,
    };
  });
  const save = useListingSave(user, target, () => void formDraft.keeper.discard());
  return (
    <ListingPageFrame title={t.createTitle} text={t.createText}>
      <ListingFormWithDraft mode="create" draft={formDraft} onSave={save} />
    </ListingPageFrame>
  );
}
