/**
 * "Show my phone number on my listings" (privacy): a checkbox with a line saying what "off"
 * means. A real checkbox, labelled by its text, at a 44 px touch height. A checkbox always holds a
 * boolean, so it has no error to show.
 */
import { useId, type ComponentProps } from 'react';
import { profilePageMessages } from '@shared/messages/profile.ts';

const t = profilePageMessages.edit;

export function ShowPhoneCheckbox(inputProps: ComponentProps<'input'>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl py-1">
      <input id={id} type="checkbox" className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-primary" aria-describedby={hintId} {...inputProps} />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-fg">{t.showPhone}</span>
        <span id={hintId} className="mt-0.5 block text-sm text-fg-muted">
          {t.showPhoneHint}
        </span>
      </span>
    </label>
  );
}
