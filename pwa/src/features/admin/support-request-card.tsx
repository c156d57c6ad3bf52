/**
 * One request in the support queue: who sent it (name, username, email, Premium), when, the message,
 * and either the answer box or the answer given. The answer is sent with one Idempotency-Key for all
 * tries of the same words; a 409 says another administrator answered first and reloads the queue.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { AdminSupportRequest } from '@shared/api.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';
import { limits } from '@shared/limits.ts';
import { supportMessages } from '@shared/messages/support.ts';
import { supportAnswerPayloadSchema } from '@shared/schemas/support.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { Button } from '@pwa/ui/button.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { answerSupportRequest } from './admin-api.ts';

const t = supportMessages.admin;

interface SupportRequestCardProps {
  request: AdminSupportRequest;
  online: boolean;
  onAnswered: (request: AdminSupportRequest) => void;
  /** The queue is out of date (answered elsewhere): read it again. */
  onStale: () => void;
  noteForbidden: (error: unknown) => boolean;
}

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function SupportRequestCard({ request, online, onAnswered, onStale, noteForbidden }: SupportRequestCardProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const open = request.status === 'open';
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold break-words text-fg">
          {t.from(request.user.fullName, request.user.username)}
        </h3>
        {request.user.isPremium ? <span className={`${badge} bg-primary-soft text-primary`}>{t.premium}</span> : null}
        <span className={`${badge} ${open ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' : 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200'}`}>
          {open ? t.open : t.answered}
        </span>
      </div>
      <p className="mt-1 text-sm break-all text-fg-muted">{request.user.email}</p>
      <p className="text-sm text-fg-muted">{t.sentOn(formatIndiaDate(request.createdAt))}</p>
      <p className="mt-3 break-words whitespace-pre-line text-fg">{request.message}</p>
      {open ? (
        <AnswerBox request={request} online={online} onAnswered={onAnswered} onStale={onStale} noteForbidden={noteForbidden} />
      ) : (
        <div className="mt-3 rounded-lg bg-surface-muted p-3">
          <p className="text-sm text-fg-muted">{t.answeredOn(request.answeredBy ?? '', request.answeredAt ? formatIndiaDate(request.answeredAt) : '')}</p>
          <p className="mt-1 break-words whitespace-pre-line text-fg">{request.answer}</p>
        </div>
      )}
    </li>
  );
}

function AnswerBox({ request, online, onAnswered, onStale, noteForbidden }: SupportRequestCardProps) {
  const id = useId();
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const key = useRef<{ words: string; key: string } | null>(null);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    const parsed = v.safeParse(supportAnswerPayloadSchema, { answer });
    if (!parsed.success) {
      setProblem(parsed.issues[0].message);
      fieldRef.current?.focus();
      return;
    }
    setProblem(undefined);
    const words = parsed.output.answer;
    if (key.current?.words !== words) key.current = { words, key: crypto.randomUUID() };
    setBusy(true);
    try {
      const answered = await answerSupportRequest(request.id, parsed.output, key.current.key);
      showToast('success', t.sent);
      onAnswered(answered);
    } catch (error) {
      if (noteForbidden(error)) return;
      if (isApiError(error) && error.code === 'support-request-answered') {
        showToast('error', t.alreadyAnswered);
        onStale();
        return;
      }
      showToast('error', t.answerFailed, isApiError(error) ? errorText(error) : undefined);
      if (!isApiError(error)) reportError('answering a support request', error);
    } finally {
      setBusy(false);
    }
  };

  const problemId = `${id}-problem`;
  const hintId = `${id}-hint`;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} className="mt-3">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {t.answerLabel}
      </label>
      <textarea
        ref={fieldRef}
        id={id}
        rows={4}
        value={answer}
        maxLength={limits.supportAnswerMax}
        readOnly={busy}
        onChange={(event) => {
          setAnswer(event.target.value);
          if (problem && event.target.value.trim()) setProblem(undefined);
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
        className={`${inputClass} py-2.5 leading-relaxed`}
      />
      <p id={problemId} role="alert" className="mt-1 text-sm text-danger">
        {problem ?? ''}
      </p>
      <p id={hintId} className="text-sm text-fg-muted">
        {t.answerHint}
      </p>
      <Button type="submit" className="mt-2 w-full sm:w-auto" disabled={!online || busy}>
        {busy ? t.sending : t.send}
      </Button>
    </form>
  );
}
