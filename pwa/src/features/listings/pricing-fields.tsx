/**
 * Pricing: fixed or negotiable; a fixed price has a ₹ amount and a duration ("Per
 * Day"…), both hidden for a negotiable one, which sends neither. A price per hour adds the hours it
 * can be booked between.
 */
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { PRICE_UNITS } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import type { ListingFormValues } from '@shared/schemas/listing.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { ChoiceCards } from './controls/choice-cards.tsx';
import { FieldShell } from './controls/field-shell.tsx';
import { selectClass } from './controls/select-class.ts';
import { OpenHoursFields } from './open-hours-fields.tsx';

const t = listingMessages.form;

export function PricingFields() {
  const { register, control, formState } = useFormContext<ListingFormValues>();
  const { errors } = formState;
  const pricingType = useWatch({ control, name: 'pricingType' });
  const priceUnit = useWatch({ control, name: 'priceUnit' });
  return (
    <>
      <ChoiceCards
        legend={t.pricingType}
        input={register('pricingType', { deps: ['price'] })}
        choices={[
          { value: 'fixed', label: t.fixedPrice, hint: t.fixedPriceHint },
          { value: 'negotiable', label: t.negotiable, hint: t.negotiableHint },
        ]}
      />
      {pricingType === 'fixed' ? (
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-3">
          <FieldShell label={t.price} error={errors.price?.message} className="col-span-2 sm:col-span-1">
            {(a11y) => (
              <div className="relative">
                <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted">
                  {t.pricePrefix}
                </span>
                <input {...a11y} type="text" inputMode="decimal" autoComplete="off" className={`${inputClass} pl-8`} {...register('price')} />
              </div>
            )}
          </FieldShell>
          <Controller
            control={control}
            name="priceUnit"
            // The price's message covers the duration too, so a change here re-checks the price.
            rules={{ deps: ['price'] }}
            render={({ field }) => (
              <FieldShell label={t.duration} error={errors.priceUnit?.message} className="col-span-2 sm:col-span-1">
                {(a11y) => (
                  <select {...a11y} {...field} className={selectClass}>
                    {PRICE_UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {listingMessages.priceUnits[unit]}
                      </option>
                    ))}
                  </select>
                )}
              </FieldShell>
            )}
          />
        </div>
      ) : null}
      {pricingType === 'fixed' && priceUnit === 'hour' ? <OpenHoursFields /> : null}
    </>
  );
}
