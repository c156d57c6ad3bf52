/**
 * One inbox row: the listing's picture, the other person (picture, name, verified tick), the
 * listing's title, the last message, its time, the unread badge and which side the user is on.
 */
import { Link } from '@tanstack/react-router';
import { BadgeCheck, Ban } from 'lucide-react';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { initials } from '@shared/user-display.ts';
import type { ConversationRow } from '@pwa/db/app-db.ts';
import { PlaceholderIllustration } from '@pwa/features/items/index.ts';
import { Avatar } from '@pwa/ui/avatar.tsx';
import { shortTime } from './message-time.ts';
import { partyName } from '@pwa/lib/party-name.ts';

const t = conversationMessages.inbox;

export function ListingThumb({ imageUrl }: { imageUrl: string | null }) {
  return <div className="size-14 shrink-0 overflow-hidden rounded-xl border border-border bg-surface-muted">{imageUrl ? <img src={imageUrl} alt="" className="size-full object-cover" /> : <PlaceholderIllustration className="size-full" />}</div>;
}

export function RoleChip({ role }: { role: ConversationRow['role'] }) {
  return (
    <span className="shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-fg-muted">{role === 'owner' ? t.roleOwner : t.roleRenter}</span>
  );
}

export function ConversationRowLink({ conversation, accountId }: { conversation: ConversationRow; accountId: string }) {
  const { otherParty, lastMessage, unreadCount } = conversation;
  const unread = unreadCount > 0;
  const preview = lastMessage ? `${lastMessage.senderId === accountId ? t.you : ''}${lastMessage.body}` : t.noMessagesYet;
  return (
    <Link
      to="/messages/$conversationId"
      params={{ conversationId: conversation.id }}
      className={`flex gap-3 rounded-2xl border p-3 hover:bg-surface-muted ${unread ? 'border-primary/40 bg-primary-soft/60' : 'border-border bg-surface'}`}
    >
      <div className="relative">
        <ListingThumb imageUrl={conversation.itemImageUrl} />
        <Avatar
          initials={initials(partyName(otherParty))}
          imageUrl={otherParty.profileImageUrl}
          className="absolute -right-1.5 -bottom-1.5 size-7 text-[0.65rem] ring-2 ring-surface"
        />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <p className={`flex min-w-0 items-center gap-1 ${unread ? 'font-bold' : 'font-semibold'} text-fg`}>
            <span className="truncate">{partyName(otherParty)}</span>
            {otherParty.isVerified ? (
              <span role="img" aria-label={browseMessages.item.verified} title={browseMessages.item.verified} className="shrink-0 text-sky-600 dark:text-sky-400">
                <BadgeCheck aria-hidden className="size-4" />
              </span>
            ) : null}
          </p>
          <time dateTime={conversation.lastMessageAt} className={`ml-auto shrink-0 text-xs ${unread ? 'font-semibold text-primary' : 'text-fg-muted'}`}>
            {shortTime(conversation.lastMessageAt)}
          </time>
        </div>
        <div className="flex items-center gap-2">
          <p className="min-w-0 truncate text-sm text-fg-muted">
            {conversation.itemTitle}
            {conversation.itemDeleted ? ` · ${t.itemDeleted}` : ''}
          </p>
          <RoleChip role={conversation.role} />
        </div>
        <div className="mt-0.5 flex items-center gap-2">
          <p className={`min-w-0 flex-1 truncate text-sm ${unread ? 'font-medium text-fg' : 'text-fg-muted'}`}>
            {conversation.blockedBy ? (
              <span className="mr-1 inline-flex items-center gap-1 text-danger">
                <Ban aria-hidden className="size-3.5" />
                {t.blocked} ·
              </span>
            ) : null}
            {preview}
          </p>
          {unread ? (
            <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-fg">
              <span aria-hidden>{unreadCount}</span>
              <span className="sr-only">{t.unread(unreadCount)}</span>
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
