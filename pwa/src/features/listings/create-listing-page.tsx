/** /create-listing (spec §2): an empty listing form that publishes a new listing. */
import { messages } from '@shared/messages.ts';
import { ListingForm } from './listing-form.tsx';
import { emptyListingForm } from './listing-form-values.ts';
import { ListingPageFrame } from './listing-page-frame.tsx';
import { emptyMedia } from './media-selection.ts';
import { useListingSave } from './use-listing-save.ts';

const t = messages.listings.form;

export function CreateListingPage() {
  const save = useListingSave({ kind: 'create' });
  return (
    <ListingPageFrame title={t.createTitle} text={t.createText}>
      <ListingForm mode="create" defaultValues={emptyListingForm()} defaultMedia={emptyMedia()} onSave={save} />
    </ListingPageFrame>
  );
}
