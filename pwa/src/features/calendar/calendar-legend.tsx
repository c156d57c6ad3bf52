/**
 * The legend (Available, Booked, Selected), plus Unavailable for the owner's blocked days;
 * the owner's own calendar says "Blocked by you" for those instead. The hour picker adds its days
 * with some hours booked (`extra`).
 */
import { calendarMessages } from '@shared/messages/calendar.ts';
import { swatchClass, type DayLook } from './day-look.ts';

const t = calendarMessages.legend;

interface LegendEntry {
  look: DayLook;
  label: string;
}

export function CalendarLegend({ blocked = { look: 'unavailable', label: t.unavailable }, extra = [] }: { blocked?: LegendEntry; extra?: readonly LegendEntry[] }) {
  const entries: LegendEntry[] = [{ look: 'available', label: t.available }, ...extra, { look: 'booked', label: t.booked }, { look: 'selected-end', label: t.selected }, blocked];
  return (
    <ul aria-label={t.label} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
      {entries.map((entry) => (
        <li key={entry.label} className="flex items-center gap-1.5">
          <span aria-hidden className={swatchClass(entry.look)} />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
