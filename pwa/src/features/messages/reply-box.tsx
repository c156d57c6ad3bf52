/**
 * The thread's reply box: 1–2,000 characters (the count shows near the limit), Enter sends on a
 * desktop and Shift+Enter breaks the line (on a phone Enter is a new line, the Send button sends).
 * The reply shows at once in the thread (waiting to sync); refused by the server, it comes back into
 * the box with the server's reason, so nothing typed is lost.
 */
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import * as v from 'valibot';
import { limits } from '@shared/limits.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { replyPayloadSchema } from '@shared/schemas/contact.ts';
import { DESKTOP_QUERY, useMediaQuery } from '@pwa/lib/use-media-query.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { discardOperation, sendQueuedWrite } from '@pwa/sync/index.ts';
import { queueReply, type ConversationRef } from './queue-message.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { useBottomBar } from '@pwa/ui/bottom-bar.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { contactMessages } from '@shared/messages/contact.ts';
import { MessageCounter } from '@pwa/ui/message-counter.tsx';
import { errorText, fieldErrorTexts } from '@pwa/lib/error-text.ts';

const t = conversationMessages.thread;

interface ReplyBoxProps {
  conversation: ConversationRef;
  accountId: string;
}

export function ReplyBox({ conversation, accountId }: ReplyBoxProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Held at the bottom of the screen: a toast (queued, not sent) shows above it, not over what is typed.
  const bar = useRef<HTMLFormElement>(null);
  useBottomBar(bar);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const id = useId();
  const length = text.trim().length;

  async function send() {
    const checked = v.safeParse(replyPayloadSchema, { message: text });
    if (!checked.success) return setError(checked.issues[0]?.message ?? null);
    const typed = text;
    setError(null);
    setSending(true);
    // Cleared at once: the reply is in the thread now, marked waiting.
    setText('');
    try {
      const queued = await queueReply(accountId, conversation, typed);
      const outcome = await sendQueuedWrite(queued.seq);
      if (outcome.status === 'refused') {
        await discardOperation(queued.seq);
        setText((current) => current || typed);
        setError(Object.values(fieldErrorTexts(outcome.error))[0] ?? errorText(outcome.error));
      } else if (outcome.status === 'waiting' && outcome.offline) {
        showToast('info', t.queuedOffline);
      }
    } catch (failure) {
      reportError('sending a reply', failure);
      setText((current) => current || typed);
      showToast('error', contactMessages.toasts.sendFailed);
    } finally {
      setSending(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (desktop && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!sending) void send();
    }
  };

  return (
    <form ref={bar} onSubmit={submit} noValidate className="sticky bottom-0 border-t border-border bg-surface px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:px-4">
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {t.replyLabel}
        </label>
        <textarea
          id={id}
          rows={Math.min(5, Math.max(1, text.split('\n').length))}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t.replyPlaceholder}
          enterKeyHint={desktop ? 'send' : 'enter'}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          className={`${inputClass} max-h-40 resize-none py-2.5 leading-snug`}
        />
        <button type="submit" disabled={sending || length === 0 || length > limits.messageMax} aria-label={t.send} title={t.send} className={buttonClass('primary', 'icon', 'shrink-0')}>
          <SendHorizontal aria-hidden className="size-5" />
        </button>
      </div>
      <MessageCounter id={`${id}-count`} length={length} />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
