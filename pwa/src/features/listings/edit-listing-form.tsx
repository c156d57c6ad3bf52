/**
 * The listing form filled from a listing (spec §2 "Edit Your Listing"): from its draft when a write
 * of it still waits in the outbox (made offline, or refused by the server, whose field messages then
 * show), else as last saved.
 */
import { useState } from 'react';
import type { Item, User } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import type { ListingDraft } from '@pwa/sync/index.ts';
import { ListingForm } from './listing-form.tsx';
import { formValuesFrom, mediaFromDraft, mediaFromItem } from './listing-form-values.ts';
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
  const save = useListingSave(user, { kind: 'edit', item });
  // Taken once: the form is the owner's from here.
  const [defaults] = useState(() =>
    draft ? { values: formValuesFrom(draft.listing), media: mediaFromDraft(draft) } : { values: formValuesFrom(item), media: mediaFromItem(item) },
  );
  return (
    <ListingPageFrame title={t.editTitle} text={t.editText}>
      <ListingForm mode="edit" defaultValues={defaults.values} defaultMedia={defaults.media} serverErrors={serverErrors} onSave={save} />
    </ListingPageFrame>
  );
}
