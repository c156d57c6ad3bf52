/**
 * A listing priced per hour: the hours renters can book it between (India time), on the hour or the
 * half hour, both or neither ("Not set": any time of day). Native selects, like the price's unit: a
 * phone shows its own picker, and the keyboard and screen readers work as with any select.
 */
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { timeOfMinutes } from '@shared/booking-hours.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import type { ListingFormValues } from '@shared/schemas/listing.ts';
import { FieldShell } from './controls/field-shell.tsx';
import { selectClass } from './controls/select-class.ts';

const t = listingMessages.form;

/** Every half hour from `first` to `last` minutes after midnight, as "HH:MM". */
const halfHours = (first: number, last: number): string[] => Array.from({ length: (last - first) / 30 + 1 }, (_, index) => timeOfMinutes(first + index * 30));

// A booking lasts at least an hour: the opening is at 23:00 at the latest, the closing at 01:00 at the earliest.
const OPENINGS = halfHours(0, 23 * 60);
const CLOSINGS = halfHours(60, 24 * 60);

export function OpenHoursFields() {
  const { control, formState } = useFormContext<ListingFormValues>();
  const { errors } = formState;
  const hintId = `${useId()}-hint`;
  const fields = [
    { name: 'availableFrom', label: t.opensAt, times: OPENINGS, error: errors.availableFrom?.message },
    { name: 'availableUntil', label: t.closesAt, times: CLOSINGS, error: errors.availableUntil?.message },
  ] as const;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{t.availableHours}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-3">
        {fields.map((field) => (
          <Controller
            key={field.name}
            control={control}
            name={field.name}
            // Either time re-checks the other: "both or neither" and "an hour apart" read both.
            rules={{ deps: field.name === 'availableFrom' ? ['availableUntil'] : ['availableFrom'] }}
            render={({ field: input }) => (
              <FieldShell label={field.label} error={field.error}>
                {(a11y) => (
                  // Controlled, as the price's unit: a form draft older than the hours has none (''), never undefined.
                  <select {...a11y} {...input} value={input.value ?? ''} className={`${selectClass} tabular-nums`}>
                    <option value="">{t.hoursNotSet}</option>
                    {field.times.map((time) => (
                      <option key={time} value={time}>
                        {time}
                      </option>
                    ))}
                  </select>
                )}
              </FieldShell>
            )}
          />
        ))}
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-fg-muted">
        {t.availableHoursHint}
      </p>
    </fieldset>
  );
}
