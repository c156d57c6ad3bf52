/**
 * How much of the 2,000 characters is left, shown only near the limit (a count under every short
 * message is noise), and politely announced then. Shared by the contact form and the reply box.
 */
import { limits } from '@shared/limits.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';

const t = conversationMessages.thread;

/** From here on the count shows: about a long paragraph before the end. */
export const COUNTER_FROM = limits.messageMax - 200;

export function MessageCounter({ id, length }: { id: string; length: number }) {
  const near = length >= COUNTER_FROM;
  const over = length > limits.messageMax;
  return (
    <p id={id} aria-live="polite" className={`mt-1 text-right text-xs ${over ? 'text-danger' : 'text-fg-muted'} ${near ? '' : 'sr-only'}`}>
      {near ? (over ? t.tooLong(length - limits.messageMax) : t.remaining(limits.messageMax - length)) : ''}
    </p>
  );
}
