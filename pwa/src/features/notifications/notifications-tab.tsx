/**
 * The dashboard's Notifications tab: the alerts control, then the account's
 * notifications from the device, newest first — or "No notifications yet" — with "Mark All as Read"
 * while there are any, and how old the list is when offline.
 */
import { BellOff, CheckCheck } from 'lucide-react';
import { notificationMessages } from '@shared/messages/notifications.ts';
import { useOnline } from '@pwa/lib/use-online.ts';
import { Button } from '@pwa/ui/button.tsx';
import { ConfirmDialog } from '@pwa/ui/confirm-dialog.tsx';
import { AlertsControl } from '@pwa/features/alerts/index.ts';
import { OfflineNote } from '@pwa/ui/offline-note.tsx';
import { NotificationItem } from './notification-item.tsx';
import { useNotificationActions } from './use-notification-actions.ts';
import { useNotifications } from './use-notifications.ts';
import { useNotificationsRefresh } from './use-notifications-refresh.ts';

const t = notificationMessages;

export function NotificationsTab() {
  const stored = useNotifications();
  useNotificationsRefresh();
  const online = useOnline();
  const actions = useNotificationActions();
  const unread = stored?.notifications.filter((notification) => !notification.isRead).length ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <AlertsControl />
      {!online && stored?.fetchedAt ? <OfflineNote savedAt={stored.fetchedAt} /> : null}
      {stored === undefined ? (
        <p role="status" className="rounded-2xl border border-dashed border-border p-8 text-center text-fg-muted">
          {t.loading}
        </p>
      ) : stored.notifications.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-border p-8 text-center">
          <BellOff aria-hidden className="size-8 text-fg-muted" />
          <p className="mt-3 font-semibold text-fg">{t.empty}</p>
          <p className="mt-1 text-sm text-fg-muted">{t.emptyText}</p>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-fg-muted">{t.unreadLabel(unread)}</p>
            <Button variant="outline" onClick={actions.markAll} disabled={unread === 0}>
              <CheckCheck aria-hidden className="size-4" />
              {t.markAllRead}
            </Button>
          </div>
          <ul aria-label={t.listLabel} className="flex flex-col gap-2">
            {stored.notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={actions.open} onDelete={actions.askDelete} />
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog confirmation={actions.confirmation} working={actions.working} onCancel={actions.cancelDelete} onConfirm={() => void actions.confirmDelete()} />
    </div>
  );
}
