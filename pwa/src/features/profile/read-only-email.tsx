/**
 * The account's email, shown but not editable: read-only rather than disabled, so it can
 * still be focused, read and copied, with the note saying why it cannot be changed here.
 */
import { useId } from 'react';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { inputClass } from '@shared/ui/input-class.ts';

const t = profilePageMessages.edit;

export function ReadOnlyEmail({ email }: { email: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {t.email}
      </label>
      <input id={id} type="email" value={email} readOnly aria-describedby={`${id}-note`} className={`${inputClass} bg-surface-muted text-fg-muted`} />
      <p id={`${id}-note`} className="mt-1.5 text-sm text-fg-muted">
        {t.emailNote}
      </p>
    </div>
  );
}
