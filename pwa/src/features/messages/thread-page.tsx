/**
 * /messages/{conversationId}: one conversation: its header and block menu, the messages by day with
 * older ones on request, the reply box or why there is none, the offer of alerts once the user has
 * written, and a polite announcement of messages that arrive while it is open.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, BadgeCheck, MessageSquareOff } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { initials } from '@shared/user-display.ts';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { AlertsOffer } from '@pwa/features/alerts/index.ts';
import { isUnknownConversationId, requestInboxSync } from '@pwa/features/inbox/index.ts';
import { Avatar } from '@pwa/ui/avatar.tsx';
import { buttonClass } from '@shared/ui/button-class.ts';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { BlockMenu } from './block-menu.tsx';
import { MessageBubble, type MessageReport } from './message-bubble.tsx';
import { setBlocked } from './messages-api.ts';
import { dayKey, dayLabel } from './message-time.ts';
import { ReplyBox } from './reply-box.tsx';
import { useMarkRead } from './use-mark-read.ts';
import { useOlderMessages } from './use-older-messages.ts';
import { useThread, type ThreadMessage } from './use-thread.ts';
import { partyName } from '@pwa/lib/party-name.ts';

const t = conversationMessages.thread;

/** The latest message from the other side, announced when it arrives (not the ones there on opening). */
function useArrivalAnnouncement(messages: readonly ThreadMessage[], accountId: string, name: string): string {
  const seen = useRef<string | null | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const latest = messages.findLast((entry) => entry.message.senderId !== accountId)?.message;
  useEffect(() => {
    const id = latest?.id ?? null;
    if (seen.current !== undefined && id !== seen.current && latest) setAnnouncement(`${t.newMessage(name)}: ${latest.body}`);
    seen.current = id;
  }, [latest, name]);
  return announcement;
}

export function ThreadPage({ conversationId, user }: { conversationId: string; user: User }) {
  const thread = useThread(conversationId, user.id);
  const navigate = useNavigate();
  const unknown = isUnknownConversationId(conversationId);
  const [synced, setSynced] = useState(false);
  const conversation = thread?.conversation ?? null;
  const older = useOlderMessages(conversationId, conversation !== null);
  useMarkRead(conversationId, conversation?.unreadCount ?? 0);
  useDocumentTitle(titleMessages.page(conversation ? t.messagesLabel(partyName(conversation.otherParty)) : conversationMessages.inbox.title));
  const announcement = useArrivalAnnouncement(thread?.messages ?? [], user.id, conversation ? partyName(conversation.otherParty) : '');
  const count = thread?.messages.length ?? 0;

  // Not on the device yet (opened from a push or a link before the inbox caught up): pull once.
  useEffect(() => {
    void requestInboxSync().finally(() => setSynced(true));
  }, [conversationId]);

  // A first message sent since: its conversation has a name now.
  const movedTo = thread?.movedTo ?? null;
  useEffect(() => {
    if (movedTo) void navigate({ to: '/messages/$conversationId', params: { conversationId: movedTo }, replace: true });
  }, [movedTo, navigate]);

  // The newest message in view on opening and when one arrives or is sent: the page's bottom, where
  // the last message sits just above the reply box.
  useEffect(() => {
    if (count) window.scrollTo?.({ top: document.documentElement.scrollHeight });
  }, [count]);

  if (!thread || (!conversation && !synced && count === 0)) return <PageMessage busy title={t.loading} />;
  if (!conversation && count === 0) {
    return (
      <PageMessage icon={<MessageSquareOff aria-hidden className="size-7" />} title={t.notFound} text={t.notFoundText}>
        <Link to="/messages" className={buttonClass('primary')}>
          {t.back}
        </Link>
      </PageMessage>
    );
  }

  const other = conversation?.otherParty;
  // The other side's messages can be reported (not a deleted account's: nobody is left to act on), with
  // the offer to block them here while they are not blocked yet.
  const report: MessageReport | undefined =
    conversation && other && !other.deleted
      ? { name: partyName(other), ...(conversation.blockedBy === 'me' ? {} : { block: () => setBlocked(conversation.id, true) }) }
      : undefined;
  const itemId = conversation?.itemId ?? thread.messages[0]?.message.itemId ?? '';
  const showContact = conversation?.role === 'owner';
  return (
    // The page scrolls as a whole (no inner scroll box, which phones handle poorly); the thread's
    // header stays under the site's, the reply box at the bottom of the screen.
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-3xl flex-col">
      <header className="sticky top-16 z-10 flex items-center gap-2 border-b border-border bg-surface px-2 py-2 sm:px-3">
        <Link to="/messages" aria-label={t.back} title={t.back} className={buttonClass('ghost', 'icon')}>
          <ArrowLeft aria-hidden className="size-5" />
        </Link>
        {other ? <Avatar initials={initials(partyName(other))} imageUrl={other.profileImageUrl} className="size-10 text-sm" /> : null}
        <div className="min-w-0 flex-1">
          <h1 className="flex items-center gap-1 font-semibold text-fg">
            <span className="truncate">{other ? partyName(other) : conversationMessages.inbox.title}</span>
            {other?.isVerified ? (
              <span role="img" aria-label={browseMessages.item.verified} title={browseMessages.item.verified} className="shrink-0 text-sky-600 dark:text-sky-400">
                <BadgeCheck aria-hidden className="size-4" />
              </span>
            ) : null}
          </h1>
          {conversation && !conversation.itemDeleted ? (
            // 44 px tall for a finger, reaching up over the name and into the header's padding, so the header stays as it was.
            <Link to="/item/$id" params={{ id: itemId }} className="-mt-4 -mb-2 block truncate pt-4 pb-2 text-sm text-primary hover:underline">
              <span className="sr-only">{t.viewListing}: </span>
              {conversation.itemTitle}
            </Link>
          ) : conversation ? (
            <p className="truncate text-sm text-fg-muted">
              {conversation.itemTitle} · {conversationMessages.inbox.itemDeleted}
            </p>
          ) : null}
        </div>
        {conversation ? <BlockMenu conversation={conversation} /> : null}
      </header>

      <div className="flex-1 px-3 py-3 sm:px-4">
        {older.more ? (
          <div className="mb-3 flex flex-col items-center gap-1">
            <button type="button" onClick={older.loadOlder} disabled={older.loading} className={buttonClass('outline')}>
              {older.loading ? t.loadingOlder : t.olderMessages}
            </button>
            {older.failed ? <p className="text-sm text-danger">{t.olderFailed}</p> : null}
          </div>
        ) : null}
        <ol className="flex flex-col gap-2" aria-label={t.messagesLabel(other ? partyName(other) : '')}>
          {thread.messages.map((entry, index) => {
            const previous = thread.messages[index - 1];
            const newDay = !previous || dayKey(previous.message.createdAt) !== dayKey(entry.message.createdAt);
            const own = entry.message.senderId === user.id;
            return [
              newDay ? (
                <li key={`day-${entry.message.id}`} className="my-2 text-center">
                  <span className="rounded-full bg-surface-muted px-3 py-1 text-xs font-medium text-fg-muted">{dayLabel(entry.message.createdAt)}</span>
                </li>
              ) : null,
              <MessageBubble key={entry.message.id} entry={entry} own={own} showContact={showContact && !own} accountId={user.id} report={report} />,
            ];
          })}
        </ol>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {/* Once the user has written here, the answer is what they wait for: offer alerts (only while off). */}
        {thread.messages.some((entry) => entry.message.senderId === user.id) ? (
          <div className="mt-4">
            <AlertsOffer />
          </div>
        ) : null}
      </div>

      {unknown || !conversation ? (
        <p className="sticky bottom-0 border-t border-border bg-surface-muted px-4 py-3 text-sm text-fg-muted">{t.firstMessagePending}</p>
      ) : conversation.blockedBy ? (
        <p role="status" className="sticky bottom-0 border-t border-border bg-surface-muted px-4 py-3 text-sm text-fg-muted">
          {conversation.blockedBy === 'me' ? t.blockedByMe : t.blockedByOther}
        </p>
      ) : (
        <ReplyBox conversation={conversation} accountId={user.id} />
      )}
    </div>
  );
}
