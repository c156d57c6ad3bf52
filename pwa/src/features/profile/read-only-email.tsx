/**
 * The account's email, shown but not editable here: read-only rather than disabled, so it can
 * still be focused, read and copied, with a note (a provider's account is told its provider keeps it;
 * a password account changes it in Change email) and whether it is confirmed.
 */
import { useId } from 'react';
import { profilePageMessages } from '@shared/messages/profile.ts';
import type { User } from '@shared/api.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { EmailStatus } from '@pwa/features/email/index.ts';

const t = profilePageMessages.edit;

export function ReadOnlyEmail({ user }: { user: User }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {t.email}
      </label>
      <input id={id} type="email" value={user.email} readOnly aria-describedby={`${id}-note`} className={`${inputClass} bg-surface-muted text-fg-muted`} />
      <p id={`${id}-note`} className="mt-1.5 text-sm text-fg-muted">
        {user.hasPassword ? t.emailNotePassword : t.emailNote}
      </p>
      <EmailStatus user={user} />
    </div>
  );
}
