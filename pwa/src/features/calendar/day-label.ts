/** A day's accessible name: its date, then what it is ("Saturday 28 November 2026, booked, selected"). */
import { calendarMessages } from '@shared/messages/calendar.ts';
import { longDay, type DayStatus } from './calendar-days.ts';

const s = calendarMessages.status;

export function dayLabel(day: string, status: DayStatus | 'outside' | 'blocked-draft', extra: readonly string[] = []): string {
  const word = status === 'blocked-draft' ? s.blockedByYou : s[status];
  return [longDay(day), word, ...extra].join(', ');
}
