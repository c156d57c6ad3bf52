/** /create-listing (spec §2): an empty listing form that publishes a new listing. */
import { listingMessages } from '@shared/messages/listings.ts';
import { ListingForm } from './listing-form.tsx';
import { emptyListingForm } from './listing-form-values.ts';
import { ListingPageFrame } from './listing-page-frame.tsx';
import { emptyMedia } from './media-selection.ts';
import { useListingSave } from './use-listing-save.ts';

const t = listingMessages.form;

export function CreateListingPage() {
  const save = useListingSave({ kind: 'create' });
  return (
    <ListingPageFrame title={t.createTitle} text={t.createText}>
      <ListingForm mode="create" defaultValues={emptyListingForm()} defaultMedia={emptyMedia()} onSave={save} />
    </ListingPageFrame>
  );
}
