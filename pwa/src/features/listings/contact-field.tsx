/** The optional contact mobile number, with a hint saying who sees it and why. */
import { useFormContext } from 'react-hook-form';
import { listingMessages } from '@shared/messages/listings.ts';
import type { ListingFormValues } from '@shared/schemas/listing.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { FieldShell } from './controls/field-shell.tsx';

const t = listingMessages.form;

export function ContactField() {
  const { register, formState } = useFormContext<ListingFormValues>();
  return (
    <FieldShell label={t.contactPhone} hint={t.contactPhoneHint} error={formState.errors.contactPhone?.message}>
      {(a11y) => (
        <input
          {...a11y}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t.contactPhonePlaceholder}
          className={inputClass}
          {...register('contactPhone')}
        />
      )}
    </FieldShell>
  );
}
