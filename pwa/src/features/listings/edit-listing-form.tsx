/** The listing form filled from an existing listing, saving with PUT (spec §2 "Edit Your Listing"). */
import type { Item } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { ListingForm } from './listing-form.tsx';
import { formValuesFromItem, mediaFromItem } from './listing-form-values.ts';
import { ListingPageFrame } from './listing-page-frame.tsx';
import { useListingSave } from './use-listing-save.ts';

const t = listingMessages.form;

export function EditListingForm({ item }: { item: Item }) {
  const save = useListingSave({ kind: 'edit', itemId: item.id });
  return (
    <ListingPageFrame title={t.editTitle} text={t.editText}>
      <ListingForm mode="edit" defaultValues={formValuesFromItem(item)} defaultMedia={mediaFromItem(item)} onSave={save} />
    </ListingPageFrame>
  );
}
