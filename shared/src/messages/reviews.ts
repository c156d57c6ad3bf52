/**
 * Copy of ratings after a rental: rating a completed booking, a listing's
 * reviews on its page and the owner's rating on the owner card. The review rules and toasts
 * are listingMessages' where they fit.
 */
import { countOf } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';
import { listingMessages } from './listings.ts';

const reviewCount = (count: number): string => countOf(count, { one: 'review', other: 'reviews' });

const english = {
  /** The button and dialog on a completed booking. */
  rate: {
    renterAction: 'Rate the listing and its owner',
    ownerAction: 'Rate the renter',
    /** The dialog's line under its title: who and what is being rated. */
    renterSubject: (itemTitle: string, ownerName: string) => `${itemTitle}, from ${ownerName}`,
    ownerSubject: (renterName: string, itemTitle: string) => `${renterName}, who rented ${itemTitle}`,
    ratingLegend: listingMessages.reviews.ratingLegend,
    starLabel: listingMessages.reviews.starLabel,
    textLabel: 'What went well or could be better? (optional)',
    renterPlaceholder: 'How were the item and its owner?',
    ownerPlaceholder: 'How was the renter?',
    counter: listingMessages.reviews.counter,
    counterLabel: listingMessages.reviews.counterLabel,
    submit: listingMessages.reviews.submit,
    cancel: 'Cancel',
    close: 'Close',
    /** After it was written: "You rated ★4". */
    youRated: (rating: number) => `You rated ★${rating}`,
    youRatedLabel: (rating: number) => `You rated ${rating} out of 5`,
    submitted: listingMessages.reviews.submitted,
    savedOffline: { title: 'Saved on this device', description: 'Your rating will be sent when you are back online.' },
    failed: listingMessages.reviews.failed,
    tooShort: listingMessages.reviews.tooShort,
    tooLong: listingMessages.reviews.tooLong,
    ratingRequired: listingMessages.reviews.ratingRequired,
  },
  /** "Reviews" on the item page: renters' reviews of the listing, newest first. */
  itemReviews: {
    heading: 'Reviews',
    empty: 'No reviews yet',
    emptyText: 'Renters can rate this listing after their booking ends.',
    loading: 'Loading reviews...',
    showMore: 'Show more',
    loadingMore: 'Loading...',
    failed: 'Reviews could not be loaded.',
    offline: 'Reviews will appear here once you are back online.',
    retry: 'Try Again',
    ratedLabel: listingMessages.reviews.ratedLabel,
  },
  /** The owner card's rating line: "★ 4.6 (12 reviews)" or "No reviews yet". */
  owner: {
    none: 'No reviews yet',
    count: (count: number) => `(${reviewCount(count)})`,
    label: (average: string, count: number) => `Owner rated ${average} out of 5 from ${reviewCount(count)}`,
  },
} as const;

export type ReviewMessages = Copy<typeof english>;
export const reviewMessages: ReviewMessages = await localized<ReviewMessages>(english, () => import('./hi/reviews.ts'));
