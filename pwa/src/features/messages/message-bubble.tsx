/**
 * One message in the thread: the user's own on the right, the other side's on the left, with its time;
 * own messages still in the outbox say "Waiting to sync", refused ones show the server's reason with Retry
 * and Discard. A contact-page message shows the owner the renter's contact details; a booking request's
 * carries its booking's compact card. The other side's message that asks for a risky move (paying in
 * advance, an OTP) has a safety note under it.
 */
import { CloudUpload, Mail, Phone, TriangleAlert } from 'lucide-react';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { BookingThreadCard } from '@pwa/features/bookings/index.ts';
import { ReportButton } from '@pwa/features/reports/index.ts';
import { MessageSafetyNote } from '@pwa/features/safety/index.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import { discardOperation, retryOperation } from '@pwa/sync/index.ts';
import { Button } from '@pwa/ui/button.tsx';
import type { ThreadMessage } from './use-thread.ts';
import { clockTime } from './message-time.ts';
import { errorText } from '@pwa/lib/error-text.ts';

const t = conversationMessages.thread;

function ContactDetails({ contact }: { contact: NonNullable<ThreadMessage['message']['contact']> }) {
  const phone = contact.phone?.replace(/[^\d+]/g, '') ?? '';
  return (
    <div className="mt-2 rounded-xl bg-surface/70 p-2 text-sm text-fg dark:bg-black/20">
      <p className="text-xs font-semibold text-fg-muted">{t.contactDetails}</p>
      <p className="font-medium break-words">{contact.name}</p>
      {/* Named by what they do and what they show ("Email Meera Iyer: meera@…"): a name without the
          shown address or number could not be spoken to by voice control (WCAG 2.5.3). */}
      <a href={`mailto:${contact.email}`} className="flex min-h-11 items-center gap-1.5 break-all text-primary underline-offset-2 hover:underline">
        <Mail aria-hidden className="size-4 shrink-0" />
        <span className="sr-only">{t.mailContact(contact.name)}: </span>
        {contact.email}
      </a>
      {phone ? (
        <a href={`tel:${phone}`} className="flex min-h-11 items-center gap-1.5 text-primary underline-offset-2 hover:underline">
          <Phone aria-hidden className="size-4 shrink-0" />
          <span className="sr-only">{t.callContact(contact.name)}: </span>
          {contact.phone}
        </a>
      ) : null}
    </div>
  );
}

/** How the other side's message is reported: its sender's name, and how to block them here (none once blocked). */
export interface MessageReport {
  name: string;
  block?: () => Promise<void>;
}

interface MessageBubbleProps {
  entry: ThreadMessage;
  own: boolean;
  showContact: boolean;
  accountId: string;
  report?: MessageReport | undefined;
}

export function MessageBubble({ entry, own, showContact, accountId, report }: MessageBubbleProps) {
  const { message, status, error, seq } = entry;
  return (
    <li className={`flex flex-col ${own ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 sm:max-w-[75%] ${
          own ? 'rounded-br-md bg-primary text-primary-fg' : 'rounded-bl-md border border-border bg-surface text-fg'
        } ${status === 'pending' ? 'opacity-80' : ''} ${status === 'failed' ? 'ring-2 ring-danger' : ''}`}
      >
        {own ? <span className="sr-only">{t.youSaid}: </span> : null}
        <p className="break-words whitespace-pre-wrap">{message.body}</p>
        {showContact && message.contact ? <ContactDetails contact={message.contact} /> : null}
        {message.bookingId ? <BookingThreadCard bookingId={message.bookingId} accountId={accountId} /> : null}
      </div>
      <p className="mt-0.5 flex items-center gap-1 px-1 text-xs text-fg-muted">
        <time dateTime={message.createdAt}>{clockTime(message.createdAt)}</time>
        {report && !own ? (
          <ReportButton
            targetType="message"
            targetId={message.id}
            label={reportMessages.reportMessageFrom(report.name)}
            shown={reportMessages.reportMessage}
            className="-my-3 px-2 text-xs"
            {...(report.block ? { block: { name: report.name, run: report.block } } : {})}
          />
        ) : null}
        {status === 'pending' ? (
          <span className="inline-flex items-center gap-1">
            <span aria-hidden>·</span>
            <CloudUpload aria-hidden className="size-3.5" />
            <span>{t.waiting}</span>
          </span>
        ) : null}
        {status === 'failed' ? (
          <span className="inline-flex items-center gap-1 text-danger">
            <span aria-hidden>·</span>
            <TriangleAlert aria-hidden className="size-3.5" />
            <span>{t.failed}</span>
          </span>
        ) : null}
      </p>
      {own ? null : <MessageSafetyNote text={message.body} />}
      {status === 'failed' && seq !== null ? (
        <div className="mt-1 flex max-w-[85%] flex-col items-end gap-1">
          {error ? <p className="text-right text-sm text-danger">{errorText(error)}</p> : null}
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => void retryOperation(seq)}>
              {t.retry}
            </Button>
            <Button variant="ghost" onClick={() => void discardOperation(seq)}>
              {t.discard}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
