/**
 * The note under a message from the other party that asks for a move rental scams rely on (paying in
 * advance, an OTP or PIN, a UPI id, a payment link, a QR code): the message stays as written, the
 * note informs. Nothing is shown under an ordinary message.
 */
import { ShieldAlert } from 'lucide-react';
import { safetyMessages } from '@shared/messages/safety.ts';
import { riskyAsks } from '@shared/safety/risky-message.ts';

export function MessageSafetyNote({ text }: { text: string }) {
  if (riskyAsks(text).length === 0) return null;
  return (
    <p className="mt-1 flex max-w-[85%] items-start gap-1.5 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:max-w-[75%] dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {safetyMessages.messageNote}
    </p>
  );
}
