/** /create-listing (spec §2): an empty listing form that publishes a new listing of the signed-in user. */
import { useState } from 'react';
import type { User } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { ListingForm } from './listing-form.tsx';
import { emptyListingForm } from './listing-form-values.ts';
import { ListingPageFrame } from './listing-page-frame.tsx';
import { emptyMedia } from './media-selection.ts';
import { useListingSave } from './use-listing-save.ts';

const t = listingMessages.form;
const target = { kind: 'create' } as const;

export function CreateListingPage({ user }: { user: User }) {
  const save = useListingSave(user, target);
  const [defaults] = useState(() => ({ values: emptyListingForm(), media: emptyMedia() }));
  return (
    <ListingPageFrame title={t.createTitle} text={t.createText}>
      <ListingForm mode="create" defaultValues={defaults.values} defaultMedia={defaults.media} onSave={save} />
    </ListingPageFrame>
  );
}
