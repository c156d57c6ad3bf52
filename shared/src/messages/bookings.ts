/**
 * Copy of bookings: the server's refusals, the booking statuses, the owner's and renter's
 * Bookings tab, the notifications and pushes a booking sends, blocked days and the calendar feed.
 * Helpers extend this file; keys are grouped by screen.
 */
import { countOf, formatNumber, formatRating } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';
import { hourSpanText } from '../booking-hours-text.ts';

const english = {
  /** Field messages of the booking schemas (shared/src/schemas/booking.ts). */
  validation: {
    id: 'id must be a UUID',
    itemId: 'itemId must be a listing id',
    day: 'Dates must be written YYYY-MM-DD',
    endAfterStart: 'The check-out day must be after the check-in day',
    time: 'Times must be written in ISO 8601 with their offset, like 2026-12-10T09:00:00+05:30',
    bothTimes: 'Give both a start and an end time',
    daysOrTimes: 'Choose a check-in and a check-out day, or a start and an end time',
    endTimeAfterStart: 'The end time must be after the start time',
    reasonTooLong: 'Please keep the reason under 500 characters',
    messageTooLong: 'Message must be at most 2,000 characters',
    ranges: 'ranges must be a list of { start, end } days',
    tooManyRanges: 'At most 100 blocked ranges per listing',
    role: 'role must be renter or owner',
    status: 'status must be pending, accepted, declined, cancelled or completed',
    rangeTooLong: 'Ask for at most 400 days at a time',
    /** Date search on the item lists (GET /api/items?from&to). */
    searchBothDays: 'Choose both a check-in and a check-out day',
    searchFromPast: 'The check-in day has already passed',
    searchTooLong: 'Search at most 400 days at a time',
  },
  /** The server's refusals. */
  server: {
    notFound: 'Booking not found',
    startInPast: 'The check-in day has already passed',
    tooShort: (days: number) => `This listing is rented for at least ${countOf(days, { one: 'day', other: 'days' })}`,
    tooLong: (days: number) => `This listing is rented for at most ${countOf(days, { one: 'day', other: 'days' })}`,
    ownListing: 'This is your listing: you cannot book it yourself.',
    unavailable: 'This listing is not available for booking.',
    overlapsOwnRequest: 'You already asked for some of these days. Cancel that request first or wait for the owner.',
    conflict: 'These dates are no longer available. Please choose other dates.',
    blockedConflict: 'These dates include days you blocked. Unblock them first.',
    bookedConflict: 'Some of these days are already booked.',
    onlyOwnerDecides: 'Only the owner of this listing can accept or decline a request.',
    notPending: 'This request has already been answered.',
    alreadyStarted: 'This booking has already started and can no longer be cancelled.',
    notCancellable: 'This booking can no longer be cancelled.',
    reviewTooEarly: 'You can rate this booking from its end date.',
    reviewNotAccepted: 'Only an accepted booking can be rated.',
    alreadyReviewed: 'You have already rated this booking.',
    onlyOwnerCalendar: 'Only the owner of this listing can see or reset its calendar feed.',
    onlyOwnerBlocks: 'Only the owner of this listing can block days.',
    feedNotFound: 'Calendar feed not found',
    /** Blocking days (PUT blocked-dates) over an accepted booking. */
    blockOverBooking: 'Some of these days are already booked. Cancel that booking first, or block other days.',
    /** The owner's answer to a pending request is decline, not cancel. */
    ownerDeclinesPending: 'To turn down a request, decline it.',
    /** A booking id (made by the device) already used for another request. */
    idTaken: 'This booking id is already used by another request.',
    tooManyRequests: (seconds: number) =>
      `You have sent many booking requests today. Please try again in ${countOf(Math.max(1, Math.ceil(seconds / 3600)), { one: 'hour', other: 'hours' })}.`,
    listingGone: 'This listing has been deleted.',
    /** Hourly bookings (startsAt, endsAt). */
    notHourly: 'This listing is rented by the day. Please choose days on its calendar.',
    halfHour: 'A booking by the hour starts and ends on the hour or the half hour.',
    wholeHours: 'Book whole hours: at least one.',
    oneDay: 'A booking by the hour ends on the day it starts.',
    outsideHours: (from: string, until: string) => `This listing can be booked between ${from} and ${until}.`,
    startTimePassed: 'This start time has already passed. Please choose a later time.',
    hoursConflict: 'These hours are no longer available. Please choose other times.',
    overlapsOwnHours: 'You already asked for some of these hours. Cancel that request first or wait for the owner.',
  },
  /** The reason given to renters whose pending requests another acceptance made impossible. */
  datesNoLongerAvailable: 'Dates no longer available',
  status: {
    pending: 'Pending',
    accepted: 'Accepted',
    declined: 'Declined',
    cancelled: 'Cancelled',
    completed: 'Completed',
  },
  /** Notifications and pushes (title, message), by event. */
  notify: {
    requested: (renter: string, item: string) => ({ title: 'New Booking Request', message: `${renter} asked to book ${item}` }),
    accepted: (item: string) => ({ title: 'Booking Accepted', message: `Your booking of ${item} was accepted` }),
    declined: (item: string) => ({ title: 'Booking Declined', message: `Your booking request for ${item} was declined` }),
    cancelled: (who: string, item: string) => ({ title: 'Booking Cancelled', message: `${who} cancelled the booking of ${item}` }),
    reviewed: (reviewer: string, item: string, rating: number) => ({ title: 'New Review', message: `${reviewer} rated your rental of ${item} ★${rating}` }),
  },
  /** What the private iCalendar feed (GET /api/calendar/{token}.ics) shows in the owner's calendar app. */
  feedEvent: {
    calendarName: (item: string) => `Kiraya bookings: ${item}`,
    summary: (renter: string, item: string) => `${item}, rented by ${renter}`,
  },
  /** The contact page with intent=booking (pwa/src/features/contact/). */
  contact: {
    send: 'Send Booking Request',
    invalidDatesTitle: 'Choose your dates',
    invalidDates: 'These booking dates are missing or not valid. Please pick a check-in and a check-out day on the listing\'s calendar.',
    pastDates: 'The check-in day has already passed. Please pick new dates on the listing\'s calendar.',
    backToCalendar: 'Back to the calendar',
    sent: 'Booking request sent!',
    queuedOffline: 'You are offline. Your booking request will be sent when you are back online.',
    queuedLater: 'Your booking request is waiting to be sent. It goes as soon as the connection allows.',
    signInToSend: 'Please sign in again to send your booking request. It is kept until then.',
    refusedTitle: 'Booking request not sent',
    sendFailed: 'Failed to send the booking request. Please try again.',
    chooseOtherDates: 'Choose other dates',
    /** A booking by the hour (startsAt, endsAt from the listing's hours). */
    invalidTimesTitle: 'Choose your time',
    invalidTimes: 'These booking times are missing or not valid. Please pick a day and a start time on the listing\'s page.',
    pastTime: 'This start time has already passed. Please pick a later time on the listing\'s page.',
    backToHours: 'Back to the hours',
    chooseOtherTimes: 'Choose other times',
  },
  /** The dashboard's Bookings tab (pwa/src/features/bookings/). */
  tab: {
    label: 'Bookings',
    pendingLabel: (n: number) => countOf(n, { one: 'booking request waiting for your answer', other: 'booking requests waiting for your answer' }),
    viewsLabel: 'Which bookings',
    owner: 'Requests for your listings',
    renter: 'Your bookings',
    loading: 'Loading bookings...',
    emptyOwner: 'No booking requests yet',
    emptyOwnerText: 'When someone asks to book one of your listings, the request shows here.',
    emptyRenter: 'You have not requested any bookings yet',
    emptyRenterText: 'Pick dates on a listing\'s calendar and send a booking request.',
    browse: 'Browse Items',
    offline: (ago: string) => `You are offline. Bookings saved ${ago}.`,
    neverSynced: 'You are offline. Bookings show here once you are back online.',
    loadFailed: 'Could not load bookings. Showing what this device has.',
  },
  /** One booking's card (the tab, and compact in a conversation). */
  card: {
    dates: (start: string, end: string) => `${start} → ${end}`,
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    days: (n: number) => countOf(n, { one: 'day', other: 'days' }),
    /** A booking by the hour: its length, and its day and time under this term. */
    hours: (n: number) => countOf(n, { one: 'hour', other: 'hours' }),
    time: 'Day and time',
    total: 'Total',
    negotiable: 'Negotiable',
    hourly: (price: string) => `${price} per hour, hours agreed with the owner`,
    renterLabel: 'Renter',
    ownerLabel: 'Owner',
    verified: 'Verified',
    rating: (average: number, count: number) => `★ ${formatRating(average, 'en')} (${formatNumber(count, 'en')})`,
    ratingLabel: (average: number, count: number) => `Rated ${formatRating(average, 'en')} out of 5 from ${countOf(count, { one: 'review', other: 'reviews' }, 'en')}`,
    noReviews: 'No reviews yet',
    message: 'Message',
    reason: 'Reason',
    cancelledByOwner: 'Cancelled by the owner',
    cancelledByRenter: 'Cancelled by the renter',
    accept: 'Accept',
    decline: 'Decline',
    cancel: 'Cancel booking',
    cancelRequest: 'Cancel request',
    waiting: 'Waiting to sync',
    waitingAction: {
      request: 'Request waiting to sync',
      accept: 'Acceptance waiting to sync',
      decline: 'Decline waiting to sync',
      cancel: 'Cancellation waiting to sync',
      review: 'Rating waiting to sync',
    },
    failed: 'Not sent',
    retry: 'Retry',
    discard: 'Discard',
    openConversation: 'Open conversation',
    viewBooking: 'View in Bookings',
    bookingLabel: (title: string) => `Booking of ${title}`,
    loading: 'Loading booking...',
  },
  /** A booking notification in the Notifications tab (its icon's meaning, for screen readers). */
  notification: {
    type: 'Booking',
  },
  /** The decline and cancel dialogs. */
  reasonDialog: {
    declineTitle: 'Decline this request?',
    cancelTitle: 'Cancel this booking?',
    declineText: 'The renter is told. You can say why (optional).',
    cancelText: 'The other side is told. You can say why (optional).',
    reason: 'Reason (optional)',
    confirmDecline: 'Decline request',
    confirmCancel: 'Cancel booking',
    keep: 'Keep it',
    remaining: (n: number) => `${countOf(n, { one: 'character', other: 'characters' })} left`,
  },
  /** The message a booking request posts in the conversation when the renter wrote none. */
  requestMessage: (start: string, end: string) => `Booking request: ${start} to ${end}`,
  /** The same for a booking by the hour: `span` is hoursSpan's words. */
  requestHoursMessage: (span: string) => `Booking request: ${span}`,
  /** An hourly booking's time: "Thu, 10 Dec, 10:00–13:00" (India time). */
  hoursSpan: (startsAt: string, endsAt: string) => hourSpanText(startsAt, endsAt, 'en'),
  /** A notification of a booking by the hour: its message, then its time. */
  withHours: (message: string, span: string) => `${message} (${span})`,
} as const;

/**
 * The reason the server stores on a request another acceptance made impossible: data, always these
 * English words, which the booking card shows as `datesNoLongerAvailable` in the reader's language.
 */
export const DATES_TAKEN_REASON = 'Dates no longer available';

export type BookingMessages = Copy<typeof english>;
export const bookingMessages: BookingMessages = await localized<BookingMessages>(english, () => import('./hi/bookings.ts'));
