/**
 * "Show my phone number on my listings" (issue 9, privacy): a checkbox with a line saying what "off"
 * means. A real checkbox, labelled by its text, at a 44 px touch height.
 */
import { useId, type ComponentProps } from 'react';
import { profilePageMessages } from '@shared/messages/profile.ts';

const t = profilePageMessages.edit;

export function ShowPhoneCheckbox({ error, ...inputProps }: ComponentProps<'input'> & { error?: string | undefined }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl py-1">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-primary"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          {...inputProps}
        />
        <span className="min-w-0">
          <span className="block text-sm font-medium text-fg">{t.showPhone}</span>
          <span id={hintId} className="mt-0.5 block text-sm text-fg-muted">
            {t.showPhoneHint}
          </span>
        </span>
      </label>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
