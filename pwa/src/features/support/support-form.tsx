/**
 * The Contact support form: one message, checked with the server's schema before sending, sent with
 * one Idempotency-Key for all tries of the same words. Offline it is disabled and keeps what was
 * typed; once sent it gives way to a thank-you with "Send another message".
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { CheckCircle2, CloudOff } from 'lucide-react';
import * as v from 'valibot';
import type { SupportRequest } from '@shared/api.ts';
import { limits } from '@shared/limits.ts';
import { supportMessages } from '@shared/messages/support.ts';
import { supportRequestPayloadSchema } from '@shared/schemas/support.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { errorText, fieldErrorTexts } from '@pwa/lib/error-text.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { useOnline } from '@pwa/lib/use-online.ts';
import { Button } from '@pwa/ui/button.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { postSupportRequest } from './support-api.ts';

const t = supportMessages.form;

export function SupportForm({ onSent }: { onSent: (request: SupportRequest) => void }) {
  const id = useId();
  const online = useOnline();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [thanked, setThanked] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // One key for the words being sent: a retry after a lost answer is the same request, not a second one.
  const key = useRef<{ words: string; key: string } | null>(null);

  const check = (words: string): string | undefined => {
    const parsed = v.safeParse(supportRequestPayloadSchema, { message: words });
    return parsed.success ? undefined : parsed.issues[0].message;
  };

  const change = (words: string): void => {
    setMessage(words);
    // After the first try, the message follows the typing (like the app's other forms).
    if (checked) setProblem(check(words));
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    const found = check(message);
    setProblem(found);
    if (found) {
      fieldRef.current?.focus();
      return;
    }
    const words = message.trim();
    if (key.current?.words !== words) key.current = { words, key: crypto.randomUUID() };
    setBusy(true);
    try {
      const request = await postSupportRequest({ message: words }, key.current.key);
      key.current = null;
      setMessage('');
      setChecked(false);
      setThanked(true);
      onSent(request);
    } catch (error) {
      showToast('error', t.failed, isApiError(error) ? errorText(error) : undefined);
      if (!isApiError(error)) reportError('sending a support request', error);
      else {
        const field = fieldErrorTexts(error).message;
        if (field) {
          setProblem(field);
          fieldRef.current?.focus();
        }
      }
    } finally {
      setBusy(false);
    }
  };

  if (thanked) {
    return (
      <div role="status" className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
        <p className="flex items-start gap-2 font-semibold text-fg">
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          {t.thanksTitle}
        </p>
        <p className="mt-1 text-fg-muted">{t.thanksText}</p>
        <Button variant="outline" className="mt-4" onClick={() => setThanked(false)}>
          {t.another}
        </Button>
      </div>
    );
  }

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} className="space-y-3 rounded-2xl border border-border bg-surface p-4 sm:p-6">
      {!online ? (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg-muted">
          <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t.offline}
        </p>
      ) : null}
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
          {t.label}
        </label>
        <textarea
          ref={fieldRef}
          id={id}
          rows={6}
          value={message}
          maxLength={limits.supportMessageMax}
          onChange={(event) => change(event.target.value)}
          readOnly={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          className={`${inputClass} py-2.5 leading-relaxed`}
        />
        <p id={problemId} role="alert" className="mt-1.5 text-sm text-danger">
          {problem ?? ''}
        </p>
        <p id={hintId} className="mt-1 text-sm text-fg-muted">
          {t.hint(limits.supportMessageMin, limits.supportMessageMax)}
        </p>
      </div>
      <Button type="submit" disabled={!online || busy} className="w-full sm:w-auto">
        {busy ? t.sending : t.submit}
      </Button>
    </form>
  );
}
