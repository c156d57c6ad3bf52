/**
 * The Messages inbox (the /messages page and the dashboard's Messages tab): conversations newest
 * first, first messages still waiting to sync, an empty state, and offline, how old the list is.
 */
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CloudOff, CloudUpload, MessagesSquare } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { savedAgo } from '@pwa/ui/offline-note.tsx';
import { useReconnects } from '@pwa/sync/core.ts';
import { requestInboxSync } from '@pwa/features/inbox/index.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { ConversationRowLink, ListingThumb, RoleChip } from './conversation-row.tsx';
import { useInbox, type PendingConversation } from './use-inbox.ts';

const t = conversationMessages.inbox;

function PendingRow({ row }: { row: PendingConversation }) {
  return (
    <Link
      to="/messages/$conversationId"
      params={{ conversationId: row.id }}
      className="flex gap-3 rounded-2xl border border-dashed border-border bg-surface p-3 hover:bg-surface-muted"
    >
      <ListingThumb imageUrl={row.itemImageUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <p className="min-w-0 truncate font-semibold text-fg">{row.itemTitle ?? conversationMessages.contact.listing}</p>
          <RoleChip role="renter" />
        </div>
        <p className="truncate text-sm text-fg-muted">
          {t.you}
          {row.first.message.body}
        </p>
        <p className={`mt-0.5 flex items-center gap-1 text-xs ${row.first.status === 'failed' ? 'text-danger' : 'text-fg-muted'}`}>
          <CloudUpload aria-hidden className="size-3.5" />
          {row.first.status === 'failed' ? conversationMessages.thread.failed : conversationMessages.thread.waiting}
        </p>
      </div>
    </Link>
  );
}

export function InboxList({ user }: { user: User }) {
  const inbox = useInbox(user.id);
  // Re-read on reconnect: the offline note goes once the phone is back.
  useReconnects();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  // Opened before the app's sync came round (it starts after the first page settles): ask now.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    void requestInboxSync().finally(() => setAsked(true));
  }, []);

  // A device that never got the inbox knows nothing yet: until the first pull has had its go, "No
  // messages yet" would be a guess.
  const unknown = inbox?.syncedAt === null && !asked && !offline && !inbox.conversations.length && !inbox.pending.length;
  if (!inbox || unknown) return <PageMessage busy title={t.loading} />;
  const empty = inbox.conversations.length === 0 && inbox.pending.length === 0;
  return (
    <div className="flex flex-col gap-3">
      {offline ? (
        <p role="status" className="flex items-center gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg-muted">
          <CloudOff aria-hidden className="size-4 shrink-0" />
          {inbox.syncedAt === null ? t.neverSynced : t.offline(savedAgo(inbox.syncedAt))}
        </p>
      ) : null}
      {empty ? (
        // Not PageMessage: its h1 would be the page's second (the inbox sits under the page's own title).
        <section className="flex flex-col items-center px-4 py-12 text-center">
          <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <MessagesSquare aria-hidden className="size-7" />
          </div>
          <h2 className="text-xl font-bold text-fg">{t.empty}</h2>
          <p className="mt-2 max-w-md text-fg-muted">{t.emptyText}</p>
          <Link to="/search" className={buttonClass('primary', 'md', 'mt-6')}>
            {t.browse}
          </Link>
        </section>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t.title}>
          {inbox.pending.map((row) => (
            <li key={row.id}>
              <PendingRow row={row} />
            </li>
          ))}
          {inbox.conversations.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRowLink conversation={conversation} accountId={user.id} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
