/**
 * Location: a city chosen from the built-in list with the searchable picker, or a custom
 * location typed freely (an area, a village the list lacks), and the owner's own point for near-me
 * search when they choose to share it.
 */
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { listingMessages } from '@shared/messages/listings.ts';
import { LOCATION_MAX, type ListingFormValues } from '@shared/schemas/listing.ts';
import { TextField } from '@pwa/ui/text-field.tsx';
import { CityCombobox } from '@pwa/features/cities/index.ts';
import { ChoiceCards } from './controls/choice-cards.tsx';
import { OwnPointField } from './own-point-field.tsx';

const t = listingMessages.form;

export function LocationFields() {
  const { register, control, formState } = useFormContext<ListingFormValues>();
  const { errors } = formState;
  const locationType = useWatch({ control, name: 'locationType' });
  return (
    <>
      <ChoiceCards
        legend={t.locationType}
        input={register('locationType', { deps: ['location', 'customLocation'] })}
        choices={[
          { value: 'predefined', label: t.chooseFromList, hint: t.chooseFromListHint },
          { value: 'custom', label: t.customLocation, hint: t.customLocationHint },
        ]}
      />
      {locationType === 'predefined' ? (
        <Controller
          control={control}
          name="location"
          render={({ field }) => (
            <CityCombobox
              label={t.city}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={field.disabled}
              error={errors.location?.message}
            />
          )}
        />
      ) : (
        <TextField
          label={t.customLocationLabel}
          placeholder={t.customLocationPlaceholder}
          maxLength={LOCATION_MAX}
          autoComplete="address-level2"
          error={errors.customLocation?.message}
          {...register('customLocation')}
        />
      )}
      <OwnPointField />
    </>
  );
}
