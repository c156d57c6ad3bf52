/**
 * Copy of the booking calendar on the item page, the owner's availability page (blocked days and the
 * calendar feed) and the date search.
 */
import { countOf } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';

const days = (n: number): string => countOf(n, { one: 'day', other: 'days' });
const hours = (n: number): string => countOf(n, { one: 'hour', other: 'hours' });
const unitWords = {
  hour: { one: 'hour', other: 'hours' },
  day: { one: 'day', other: 'days' },
  week: { one: 'week', other: 'weeks' },
  month: { one: 'month', other: 'months' },
} as const;

const english = {
  heading: 'Booking Calendar',
  intro: 'Pick your start date, then your return date.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  /** The grid's accessible name: the month shown. */
  gridLabel: (month: string) => `Booking calendar, ${month}`,
  legend: {
    label: 'Legend',
    available: 'Available',
    booked: 'Booked',
    selected: 'Selected',
    unavailable: 'Unavailable',
    /** The hour picker's days with some hours free and some booked. */
    someHoursBooked: 'Some hours booked',
  },
  /** What a day's accessible name says after its date ("Saturday 28 November 2026, booked"). */
  status: {
    past: 'past',
    booked: 'booked',
    unavailable: 'unavailable',
    available: 'available',
    unknown: 'not known offline',
    outside: 'not in this month',
    selected: 'selected',
    start: 'start',
    end: 'return day',
    blockedByYou: 'blocked by you',
  },
  summary: {
    from: 'From',
    to: 'To',
    total: 'Total',
    none: '—',
    negotiable: 'Negotiable',
    hourly: (price: string) => `${price} per hour, hours agreed with the owner`,
    detail: (units: number, unit: 'hour' | 'day' | 'week' | 'month', price: string) => `${countOf(units, unitWords[unit])} × ${price}`,
    days: (n: number) => days(n),
    pickStart: 'Choose your start date.',
    pickEnd: 'Now choose your return date.',
  },
  requestBooking: 'Request Booking',
  /** A listing priced per hour: a day, a number of hours and a free start instead of a range of days. */
  hours: {
    heading: 'Book by the hour',
    intro: 'Pick a day, how many hours, then a start time.',
    /** The listing's hours, India time ("Available 09:00–21:00"). */
    open: (from: string, until: string) => `Available ${from}–${until}`,
    anyTime: 'Any time of day',
    count: 'Hours',
    hours: (n: number) => hours(n),
    startLegend: 'Start time',
    /** A start's words: the span it books ("10:00–13:00"). */
    span: (from: string, until: string) => `${from}–${until}`,
    pickDay: 'Choose a day.',
    pickStart: 'Now choose a start time.',
    noStarts: (n: number) => `No free hours on this day for ${hours(n)}. Try fewer hours or another day.`,
    /** After a day's date in its accessible name, when some of its hours are booked. */
    someBooked: 'some hours booked',
    day: 'Day',
    time: 'Time',
    duration: 'Duration',
    /** The owner's availability page: the accepted bookings by the hour. */
    bookedList: 'Booked by the hour',
  },
  refusals: {
    acrossBooked: (start: string) =>
      `Sorry, those dates include days that are booked or unavailable. We started a new range on ${start}: choose your return date.`,
    tooShort: (min: number) => `This listing is rented for at least ${days(min)}. Please choose a later return date.`,
    tooLong: (max: number) => `This listing is rented for at most ${days(max)}. Please choose an earlier return date.`,
  },
  duration: {
    min: (n: number) => `Minimum rental: ${days(n)}.`,
    max: (n: number) => `Maximum rental: ${days(n)}.`,
  },
  loading: 'Loading availability...',
  failed: 'Availability could not be loaded. Booked days may not show.',
  retry: 'Try again',
  /** Offline, over the calendar: its own age, apart from the page's note about the listing. */
  offlineSaved: (age: string) => `You are offline. These days are as they were ${age}.`,
  offlineNever: 'This listing’s availability is not saved on this device yet. Connect to the internet to see which days are free.',
  ownerNote: 'This is how renters see your calendar.',
  manage: 'Manage availability',
  owner: {
    title: 'Availability',
    subtitle: (title: string) => `Block the days ${title} is not available, and follow its bookings in your calendar app.`,
    onlyOwner: 'Only the owner of this listing can manage its availability.',
    back: 'Back to listing',
    blockHelp: 'Tap a first and a last day to block them. Tap a blocked day to unblock its range. Booked days cannot be blocked.',
    blockedLegend: 'Blocked by you',
    blockedList: 'Blocked days',
    noBlocked: 'No days blocked.',
    rangeLabel: (from: string, to: string) => (from === to ? from : `${from} to ${to}`),
    unblock: (range: string) => `Unblock ${range}`,
    unblockShort: 'Unblock',
    save: 'Save',
    saving: 'Saving...',
    saved: 'Availability saved',
    unsaved: 'You have unsaved changes.',
    discard: 'Undo changes',
    offline: 'You are offline. Connect to save blocked days.',
    pickEnd: 'Now tap the last day to block.',
    coversBooked: 'Sorry, booked days cannot be blocked. Please choose days around the booking.',
  },
  feed: {
    title: 'Calendar feed',
    text: 'Add this private address to Google Calendar, Apple Calendar or Outlook to see the accepted bookings of this listing.',
    address: 'Feed address',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Could not copy. Select the address and copy it yourself.',
    add: 'Add to calendar',
    reset: 'Reset link',
    loading: 'Loading the calendar feed...',
    failed: 'The calendar feed could not be loaded.',
    offline: 'Connect to the internet to see the calendar feed.',
    confirm: {
      title: 'Reset the calendar link?',
      text: 'The old link stops working: calendars that use it will no longer update. Add the new link to them again.',
      confirm: 'Reset link',
      busy: 'Resetting...',
      cancel: 'Cancel',
    },
    resetDone: 'A new calendar link was made',
  },
  search: {
    dates: 'Dates',
    from: 'From',
    to: 'To',
    apply: 'Apply dates',
    clear: 'Clear dates',
    freeBetween: (from: string, to: string) => `Free from ${from} to ${to}`,
    toAfterFrom: 'The end date must be after the start date.',
  },
} as const;

export type CalendarMessages = Copy<typeof english>;
export const calendarMessages: CalendarMessages = await localized<CalendarMessages>(english, () => import('./hi/calendar.ts'));
