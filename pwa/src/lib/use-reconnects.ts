/**
 * Counts the times the connection came back while the component was shown: screens put it in their
 * fetch effect's dependencies, so a page opened offline refreshes itself once the phone is online
 * again instead of saying "offline" until a reload (DESIGN.md §7).
 */
import { useEffect, useState } from 'react';

export function useReconnects(): number {
  const [reconnects, setReconnects] = useState(0);
  useEffect(() => {
    const onOnline = () => setReconnects((count) => count + 1);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  return reconnects;
}
