/**
 * Counts the times the connection came back while the component was shown: screens put it in their
 * fetch effect's dependencies, so a page opened offline refreshes itself once the phone is online
 * again instead of saying "offline" until a reload. Heard through the sync module's
 * one set of triggers (triggers.ts), like every other job that follows the connection.
 */
import { useEffect, useState } from 'react';
import { onSyncTrigger } from './triggers.ts';

export function useReconnects(): number {
  const [reconnects, setReconnects] = useState(0);
  useEffect(
    () =>
      onSyncTrigger((trigger) => {
        if (trigger === 'online') setReconnects((count) => count + 1);
      }),
    [],
  );
  return reconnects;
}
