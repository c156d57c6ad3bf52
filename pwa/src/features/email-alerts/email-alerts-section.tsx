/**
 * The profile's "Email alerts": one checkbox per kind of email (new messages, booking requests,
 * answers to booking requests), each saved as soon as it is changed, and said to be saved only once
 * the server has it; a change that fails goes back and says so. An account whose email is not
 * confirmed is told that emails go only to a confirmed one.
 */
import { useId, useState } from 'react';
import { emailAlertKinds, type EmailAlertChoices, type EmailAlertKind, type User } from '@shared/api.ts';
import { emailAlertMessages } from '@shared/messages/email-alerts.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { useFetched } from '@pwa/sync/use-fetched.ts';
import { FetchedListStatus } from '@pwa/ui/fetched-list-status.tsx';
import { SectionCard } from '@pwa/ui/section-card.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { fetchEmailAlertChoices, saveEmailAlertChoices } from './email-alerts-api.ts';

const t = emailAlertMessages.profile;

export function EmailAlertsSection({ user }: { user: User }) {
  const { state, setState, retry } = useFetched(fetchEmailAlertChoices);
  const show = (choices: EmailAlertChoices) => setState({ status: 'ready', value: choices });
  const [saving, setSaving] = useState<EmailAlertKind | null>(null);

  async function choose(kind: EmailAlertKind, on: boolean) {
    if (state.status !== 'ready') return;
    const before = state.value;
    setSaving(kind);
    // The box follows the finger at once; it goes back if the server does not take the change.
    show({ ...before, [kind]: on });
    try {
      show(await saveEmailAlertChoices({ [kind]: on }));
      showToast('success', t.saved);
    } catch (error) {
      show(before);
      showToast('error', t.failed, errorText(isApiError(error) ? error : { code: 'client-failure', message: '' }));
    } finally {
      setSaving(null);
    }
  }

  return (
    <SectionCard id="profile-email-alerts-heading" title={t.heading} text={t.text}>
      <div className="mt-4 space-y-2">
        {user.emailConfirmed ? null : <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">{t.notConfirmed}</p>}
        <FetchedListStatus status={state.status} words={t} onRetry={retry} />
        {state.status === 'ready' ? (
          <fieldset aria-labelledby="profile-email-alerts-heading" aria-busy={saving !== null}>
            {emailAlertKinds.map((kind) => (
              <ChoiceCheckbox key={kind} label={t.labels[kind]} checked={state.value[kind]} disabled={saving !== null} onChange={(on) => void choose(kind, on)} />
            ))}
          </fieldset>
        ) : null}
      </div>
    </SectionCard>
  );
}

interface ChoiceCheckboxProps {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}

function ChoiceCheckbox({ label, checked, disabled, onChange }: ChoiceCheckboxProps) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl py-1">
      <input id={id} type="checkbox" className="size-5 shrink-0 cursor-pointer rounded accent-primary" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span className="min-w-0 text-sm font-medium text-fg">{label}</span>
    </label>
  );
}
