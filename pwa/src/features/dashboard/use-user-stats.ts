/**
 * The owner's statistics (always refetched), again whenever `version` changes (after a
 * delete). Not kept on the device: while offline the dashboard counts from the saved listings.
 */
import { useEffect, useState } from 'react';
import type { UserStats } from '@shared/api.ts';
import { fetchUserStats } from './dashboard-api.ts';

export function useUserStats(userId: string, version: number): UserStats | undefined {
  const [stats, setStats] = useState<UserStats>();

  useEffect(() => {
    let active = true;
    fetchUserStats(userId).then(
      (fresh) => {
        if (active) setStats(fresh);
      },
      // Keeps the last figures (or none): the cards fall back to counting saved listings.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [userId, version]);

  return stats;
}
