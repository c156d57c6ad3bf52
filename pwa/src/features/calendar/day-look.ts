/**
 * How a day cell looks and what its accessible name adds, by what it is. Colour is never the only
 * sign: booked and blocked days are struck through, the range's ends are filled, a day with some
 * hours booked (the hour picker's) has a dashed border.
 */
import type { DayStatus } from './calendar-days.ts';

/** What a cell shows: a status, or its place in the range being picked, or a day the owner blocks, or a day partly booked by the hour. */
export type DayLook = DayStatus | 'outside' | 'selected-end' | 'selected-between' | 'blocked-draft' | 'partly-booked';

const looks: Record<DayLook, string> = {
  past: 'text-fg-muted/60',
  unknown: 'text-fg-muted',
  outside: 'text-fg-muted/40',
  available: 'bg-surface text-fg font-medium hover:bg-primary-soft border border-border',
  booked: 'bg-danger/15 text-danger line-through',
  unavailable: 'bg-surface-muted text-fg-muted line-through',
  'selected-end': 'bg-primary text-primary-fg font-bold',
  // Stronger than primary-soft, which in dark mode is a brown close to the booked red.
  'selected-between': 'bg-primary/25 text-fg font-medium',
  'blocked-draft': 'bg-fg-muted text-surface font-medium line-through',
  'partly-booked': 'bg-surface text-fg font-medium hover:bg-primary-soft border-2 border-dashed border-danger/70',
};

export const dayLookClass = (look: DayLook): string => looks[look];

/** The swatches of the legend, with the same looks as the days. */
export const swatchClass = (look: DayLook): string => `inline-block size-4 rounded ${looks[look]}`;
