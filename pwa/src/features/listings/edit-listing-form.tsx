/**
 * The listing form filled from a listing ("Edit Your Listing"): from its draft when a write
 * of it still waits in the outbox (made offline, or refused by the server, whose field messages then
 * show), else as last saved; or from the unsaved changes this device keeps of it, when the owner
 * chooses to continue them.
 */
import { useState } from 'react';
import type { Item, User } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import type { ListingDraft } from './listing-kinds.ts';
import { FormDraftKeeper } from './form-draft-keeper.ts';
import { draftPoint, formValuesFrom, mediaFromDraft, mediaFromItem } from './listing-form-values.ts';
import { ListingFormWithDraft } from './listing-form-with-draft.tsx';
import { ListingPageFrame } from './listing-page-frame.tsx';
import { useListingSave } from './use-listing-save.ts';

const t = listingMessages.form;

interface EditListingFormProps {
  user: User;
  item: Item;
  draft: ListingDraft | null;
  serverErrors: Readonly<Record<string, string>>;
}

export function EditListingForm({ user, item, draft, serverErrors }: EditListingFormProps) {
  // Taken once: the form is the owner's from here.
  const [formDraft] = useState(() => ({
    keeper: new FormDraftKeeper({ accountId: user.id, itemId: item.id }),
    baseline: draft ? { values: formValuesFrom(draft.listing, draftPoint(draft.listing)), media: mediaFromDraft(draft) } : { values: formValuesFrom(item), media: mediaFromItem(item) },
  }));
  const save = useListingSave(user, { kind: 'edit', item }, () => void formDraft.keeper.discard());
  return (
    <ListingPageFrame title={t.editTitle} text={t.editText}>
      <ListingFormWithDraft mode="edit" draft={formDraft} serverErrors={serverErrors} onSave={save} />
    </ListingPageFrame>
  );
}
