/**
 * The calendar feature's public face. The booking calendar and the hour picker (for a listing priced
 * per hour) are loaded on demand (React.lazy): the item page shows one of them, the first visit to /
 * must not pay for either.
 */
import { lazy } from 'react';

/** Its days are named without Intl (shared/src/day-names.ts), so showing it loads no ICU date data. */
export const BookingCalendar = lazy(() => import('./booking-calendar.tsx'));
export type { CalendarItem } from './booking-calendar.tsx';
export const HourBooking = lazy(() => import('./hour-booking.tsx'));
export { CalendarSpace } from './calendar-space.tsx';
