/**
 * The calendar feature's public face. The booking calendar is loaded on demand (React.lazy): the
 * item page shows it, the first visit to / must not pay for it.
 */
import { lazy } from 'react';
import { prepareDateFormats } from '@shared/intl-dates.ts';
import { nextTask } from '@pwa/lib/next-task.ts';

/**
 * Its code, then ICU's date data in a task of its own before its first render uses it (the page's
 * first date format costs a budget phone ~13 ms): only pages that show a calendar pay for it.
 */
export const BookingCalendar = lazy(async () => {
  const calendar = await import('./booking-calendar.tsx');
  await nextTask();
  prepareDateFormats();
  return calendar;
});
export type { CalendarItem } from './booking-calendar.tsx';
export { CalendarSpace } from './calendar-space.tsx';
// The owner's availability page (features/items) edits blocked days and shows the calendar feed.
export { BlockDaysEditor } from './block-days-editor.tsx';
export { CalendarFeedPanel } from './calendar-feed-panel.tsx';
