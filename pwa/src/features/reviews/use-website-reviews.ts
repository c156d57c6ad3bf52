/** The newest reviews from the device, refreshed from the server once per mount. */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type ReviewRow } from '@pwa/db/app-db.ts';
import { REVIEWS_LIMIT } from './reviews-api.ts';
import { refreshReviews } from './reviews-store.ts';

export type WebsiteReviews = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; reviews: ReviewRow[] };

export function useWebsiteReviews(): WebsiteReviews {
  const rows = useLiveQuery(() => db.reviews.orderBy('createdAt').reverse().limit(REVIEWS_LIMIT).toArray(), []);
  const [outcome, setOutcome] = useState<'pending' | 'done' | 'failed'>('pending');

  useEffect(() => {
    let active = true;
    refreshReviews().then(
      () => {
        if (active) setOutcome('done');
      },
      () => {
        if (active) setOutcome('failed');
      },
    );
    return () => {
      active = false;
    };
  }, []);

  // Saved reviews show at once; an empty table means "none" only once the server has said so.
  if (rows && (rows.length > 0 || outcome === 'done')) return { status: 'ready', reviews: rows };
  if (rows && outcome === 'failed') return { status: 'unavailable' };
  return { status: 'loading' };
}
