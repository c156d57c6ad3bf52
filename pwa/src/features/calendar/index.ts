/**
 * The calendar feature's public face. The booking calendar is loaded on demand (React.lazy): the
 * item page shows it, the first visit to / must not pay for it.
 */
import { lazy } from 'react';

/** Its days are named without Intl (shared/src/day-names.ts), so showing it loads no ICU date data. */
export const BookingCalendar = lazy(() => import('./booking-calendar.tsx'));
export type { CalendarItem } from './booking-calendar.tsx';
export { CalendarSpace } from './calendar-space.tsx';
