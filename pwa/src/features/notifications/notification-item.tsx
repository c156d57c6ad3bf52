/**
 * One notification: its type icon, title, message, sender and age; unread ones stand
 * out with a "New" badge. Title and message are in the page's language (notification-words.ts). The
 * row is one button that reads it and opens its conversation or listing; delete is a separate button
 * beside it.
 */
import { Bell, CalendarCheck, MessageSquare, Trash2 } from 'lucide-react';
import { bookingMessages } from '@shared/messages/bookings.ts';
import type { NotificationRow } from '@pwa/db/app-db.ts';
import { notificationMessages } from '@shared/messages/notifications.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { savedAgo } from '@pwa/ui/offline-note.tsx';
import { shownWords } from './notification-words.ts';

const t = notificationMessages;

interface NotificationItemProps {
  notification: NotificationRow;
  onOpen: (notification: NotificationRow) => void;
  onDelete: (notification: NotificationRow) => void;
}

export function NotificationItem({ notification, onOpen, onDelete }: NotificationItemProps) {
  const { id, senderName, createdAt, isRead, type } = notification;
  const { title, message } = shownWords(notification);
  const Icon = type === 'message' ? MessageSquare : type === 'booking' ? CalendarCheck : Bell;
  const surface = isRead ? 'border-border bg-surface' : 'border-primary/50 bg-primary-soft';
  return (
    <article aria-labelledby={`notification-${id}`} className={`flex items-start gap-1 rounded-2xl border p-1 ${surface}`}>
      <button type="button" onClick={() => onOpen(notification)} className="flex min-w-0 flex-1 items-start gap-3 rounded-xl p-2 text-left hover:bg-surface-muted/60">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-primary">
          <Icon aria-hidden className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span id={`notification-${id}`} className={`break-words text-fg ${isRead ? 'font-medium' : 'font-bold'}`}>
              {title}
            </span>
            {isRead ? null : <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">{t.newBadge}</span>}
          </span>
          <span className="mt-0.5 line-clamp-2 block break-words text-sm text-fg">{message}</span>
          <span className="mt-1 block text-xs text-fg-muted">
            {/* The icon's meaning, heard after the title rather than before it. */}
            <span className="sr-only">{type === 'message' ? t.typeMessage : type === 'booking' ? bookingMessages.notification.type : t.typeOther}: </span>
            {senderName ? `${t.from(senderName)} · ` : null}
            <time dateTime={createdAt}>{savedAgo(Date.parse(createdAt))}</time>
          </span>
        </span>
      </button>
      <button type="button" aria-label={t.deleteLabel(title)} onClick={() => onDelete(notification)} className={buttonClass('ghost', 'icon', 'text-fg-muted')}>
        <Trash2 aria-hidden className="size-5" />
      </button>
    </article>
  );
}
