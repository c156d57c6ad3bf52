/**
 * The header's Messages entry for a signed-in user: an icon link to /messages with the count of
 * unread messages (the sum of the conversations' unread counts on the device, kept current by the
 * inbox sync, lib/use-unread-messages.ts), so the first page does not load the messages feature.
 */
import { Link } from '@tanstack/react-router';
import { MessageSquare } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { useUnreadMessages } from '@pwa/lib/use-unread-messages.ts';

const t = messages.header;

/** Past 99 the badge says 99+: the number no longer matters, its width would. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

export function MessagesLink() {
  const unread = useUnreadMessages();
  const label = unread ? t.messagesWithUnread(unread) : t.messages;
  return (
    <Link
      to="/messages"
      aria-label={label}
      title={label}
      className="relative flex size-11 shrink-0 items-center justify-center rounded-xl text-fg-muted hover:bg-surface-muted hover:text-fg [&.active]:text-primary"
    >
      <MessageSquare aria-hidden className="size-5" />
      {unread ? (
        <span aria-hidden className="absolute top-1 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-danger px-1 text-[0.65rem] leading-none font-bold text-white dark:text-stone-950">
          {badgeText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
