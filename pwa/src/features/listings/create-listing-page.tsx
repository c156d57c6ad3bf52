/**
 * /create-listing (spec §2): an empty listing form that publishes a new listing of the signed-in
 * user, or the unsaved draft this device keeps of it, when the owner chooses to continue it.
 */
import { useState } from 'react';
import type { User } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { FormDraftGate } from './form-draft-gate.tsx';
import { FormDraftKeeper } from './form-draft-keeper.ts';
import { ListingForm } from './listing-form.tsx';
import { emptyListingForm } from './listing-form-values.ts';
import { ListingPageFrame } from './listing-page-frame.tsx';
import { emptyMedia } from './media-selection.ts';
import { useListingSave } from './use-listing-save.ts';

const t = listingMessages.form;
const target = { kind: 'create' } as const;

export function CreateListingPage({ user }: { user: User }) {
  const [formDraft] = useState(() => ({
    keeper: new FormDraftKeeper({ accountId: user.id, itemId: null }),
    baseline: { values: emptyListingForm(), media: emptyMedia() },
  }));
  const save = useListingSave(user, target, () => formDraft.keeper.discard());
  const { baseline } = formDraft;
  return (
    <ListingPageFrame title={t.createTitle} text={t.createText}>
      <FormDraftGate mode="create" keeper={formDraft.keeper} baselineMedia={baseline.media}>
        {(restored) => (
          <ListingForm
            mode="create"
            defaultValues={restored?.values ?? baseline.values}
            defaultMedia={restored?.media ?? baseline.media}
            draft={formDraft}
            onSave={save}
          />
        )}
      </FormDraftGate>
    </ListingPageFrame>
  );
}
