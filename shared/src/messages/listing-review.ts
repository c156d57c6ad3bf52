/** Copy of a listing the moderators hid, as its owner sees it: why, and asking for another look. */
import { localized, type Copy } from '../locale.ts';

const english = {
  /** My Listings' status of a listing others cannot see. */
  badge: 'Hidden',
  hiddenTitle: 'Hidden by our moderators',
  hiddenText: 'Others cannot find or open it. Edit it to fix what is wrong, then ask for a review.',
  reasonLabel: 'Why:',
  askReview: 'Ask for a review',
  asking: 'Sending…',
  reviewRequestedTitle: 'Waiting for a review',
  reviewRequestedText: 'Our moderators will look at it again. It stays hidden from others until then.',
  suspendedTitle: 'Hidden while your account is suspended',
  suspendedText: 'It will be listed again when your account is restored.',
  requested: 'Sent for review',
  requestedText: 'You will hear the outcome in your notifications.',
  failed: 'Not sent',
  needsOnline: 'Asking for a review needs a connection. Try again when you are online.',
} as const;

export type ListingReviewMessages = Copy<typeof english>;
export const listingReviewMessages: ListingReviewMessages = await localized<ListingReviewMessages>(english, () => import('./hi/listing-review.ts'));
