/**
 * Booking requests per listing of the owner; empty until the server answers. Asked again
 * when `version` changes (a booking of the owner's changed on the device).
 */
import { useEffect, useState } from 'react';
import type { BookingCounts } from '@shared/api.ts';
import { fetchBookingCounts } from './dashboard-api.ts';

export function useBookingCounts(userId: string, version = ''): BookingCounts | undefined {
  const [counts, setCounts] = useState<BookingCounts>();

  useEffect(() => {
    let active = true;
    fetchBookingCounts(userId).then(
      (fresh) => {
        if (active) setCounts(fresh);
      },
      // Unknown counts are left out of each listing rather than shown as zero.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [userId, version]);

  return counts;
}
