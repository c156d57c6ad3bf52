/**
 * The calendar feature's public face. The booking calendar and the hour picker (for a listing priced
 * per hour) are loaded on demand: the item page shows one of them, the first visit to / must not pay
 * for either. Their space is held while they load; a load that failed says so there, with a way to
 * ask again.
 */
import { createElement } from 'react';
import { lazyPart } from '@pwa/ui/lazy-part.tsx';
import { CalendarSpace } from './calendar-space.tsx';

/** Its days are named without Intl (shared/src/day-names.ts), so showing it loads no ICU date data. */
export const BookingCalendar = lazyPart(() => import('./booking-calendar.tsx').then((module) => module.default), { placeholder: createElement(CalendarSpace), inPlace: true });
export type { CalendarItem } from './booking-calendar.tsx';
export const HourBooking = lazyPart(() => import('./hour-booking.tsx').then((module) => module.default), { placeholder: createElement(CalendarSpace), inPlace: true });
export { CalendarSpace } from './calendar-space.tsx';
