/**
 * Times in the inbox and the thread, the way messaging apps show them: today by the clock, this week
 * by the day, older by the date; the thread's day separators say "Today" and "Yesterday".
 */
import { conversationMessages } from '@shared/messages/conversations.ts';
import { dateFormat } from '@shared/intl-dates.ts';

const t = conversationMessages.thread;
const DAY_MS = 86_400_000;

const startOfDay = (date: Date): number => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

export const clockTime = (iso: string): string => dateFormat({ hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** The inbox row's time. */
export function shortTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days <= 0) return clockTime(iso);
  if (days < 7) return dateFormat({ weekday: 'short' }).format(date);
  return dateFormat({ day: 'numeric', month: 'short', ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }) }).format(date);
}

/** The local day a message belongs to, to tell where a separator goes. */
export const dayKey = (iso: string): number => startOfDay(new Date(iso));

/** The separator's text. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const days = Math.round((startOfDay(now) - dayKey(iso)) / DAY_MS);
  if (days === 0) return t.today;
  if (days === 1) return t.yesterday;
  return dateFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}
