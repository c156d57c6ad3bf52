/**
 * What the Notifications tab's buttons do: opening one reads it (at once on the device,
 * queued for the server) and goes to its booking (the Bookings tab), else its conversation, else its listing; "Mark All as Read"; delete
 * after a confirmation, with a toast once it is done on the device.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { notificationMessages } from '@shared/messages/notifications.ts';
import type { NotificationRow } from '@pwa/db/app-db.ts';
import { reportError, reportErrorAs } from '@pwa/lib/report-error.ts';
import type { Confirmation } from '@pwa/ui/confirm-dialog.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { deleteNotification, markAllNotificationsRead, markNotificationRead } from './mutations.ts';
import { shownWords } from './notification-words.ts';

const t = notificationMessages;

export function useNotificationActions() {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<NotificationRow>();
  const [working, setWorking] = useState(false);

  const open = (notification: NotificationRow) => {
    void markNotificationRead(notification.id).catch(reportErrorAs('marking a notification read'));
    // Where a notification leads: its booking, else its conversation, else its listing.
    if (notification.type === 'booking' && notification.bookingId) void navigate({ to: '/dashboard', search: { tab: 'bookings', booking: notification.bookingId } });
    else if (notification.conversationId) void navigate({ to: '/messages/$conversationId', params: { conversationId: notification.conversationId } });
    else if (notification.itemId) void navigate({ to: '/item/$id', params: { id: notification.itemId } });
  };

  const markAll = () => void markAllNotificationsRead().catch(reportErrorAs('marking every notification read'));

  const confirmDelete = async () => {
    if (!deleting) return;
    setWorking(true);
    try {
      await deleteNotification(deleting.id);
      showToast('success', t.deleted);
      setDeleting(undefined);
    } catch (error) {
      reportError('deleting a notification', error);
    } finally {
      setWorking(false);
    }
  };

  const confirmation: Confirmation | undefined = deleting ? { ...t.confirmDelete, subject: shownWords(deleting).title } : undefined;
  return { open, markAll, askDelete: setDeleting, cancelDelete: () => setDeleting(undefined), confirmDelete, confirmation, working };
}
