/**
 * Refreshes the notifications while the tab is shown: when it opens, when the connection returns,
 * when the app comes back into view and when a push says something arrived (the worker's nudge).
 * Offline, the device's list stands.
 */
import { useEffect } from 'react';
import { isApiError } from '@pwa/lib/api-error.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { onSyncTrigger } from '@pwa/sync/index.ts';
import { refreshNotifications } from './refresh-notifications.ts';

const refresh = () =>
  refreshNotifications().catch((error: unknown) => {
    // No connection is the offline state the tab already shows; anything else is worth a report.
    if (!(isApiError(error) && error.status === 0)) reportError('refreshing the notifications', error);
  });

export function useNotificationsRefresh(): void {
  useEffect(() => {
    void refresh();
    return onSyncTrigger(() => void refresh());
  }, []);
}
