/**
 * Opening a thread reads it: whenever it shows unread messages while in view — on opening, when one
 * arrives, when the app comes back into view — it is marked read on the device at once and on the
 * server (fire and forget; messages-api.ts).
 */
import { useEffect, useState } from 'react';
import { reportError } from '@pwa/lib/report-error.ts';
import { onSyncTrigger } from '@pwa/sync/core.ts';
import { markConversationRead } from './messages-api.ts';

export function useMarkRead(conversationId: string, unreadCount: number): void {
  const [shown, setShown] = useState(0);
  useEffect(() => onSyncTrigger((trigger) => trigger === 'visible' && setShown((count) => count + 1)), []);
  useEffect(() => {
    if (unreadCount === 0 || document.visibilityState !== 'visible') return;
    markConversationRead(conversationId).catch((error: unknown) => reportError('marking a conversation read', error));
  }, [conversationId, unreadCount, shown]);
}
