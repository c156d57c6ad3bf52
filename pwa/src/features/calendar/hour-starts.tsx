/**
 * The hour picker's start times: a radio group of the free starts of the day for the hours chosen,
 * each named by the span it books ("10:00–13:00"), or a word that none fits. Native radios (hidden,
 * their labels drawn as chips): arrow keys move between them and screen readers hear a radio group.
 */
import { useId } from 'react';
import { minutesOf, timeOfMinutes } from '@shared/booking-hours.ts';
import { calendarMessages } from '@shared/messages/calendar.ts';

const t = calendarMessages.hours;

interface HourStartsProps {
  starts: readonly string[];
  hours: number;
  chosen: string | null;
  onChoose: (start: string) => void;
}

export function HourStarts({ starts, hours, chosen, onChoose }: HourStartsProps) {
  const name = useId();
  if (starts.length === 0) {
    return (
      <p role="status" className="rounded-xl border border-border bg-surface-muted px-3 py-2 text-sm text-fg">
        {t.noStarts(hours)}
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-fg">{t.startLegend}</legend>
      <div className="grid grid-cols-2 gap-2 min-[360px]:grid-cols-3">
        {starts.map((start) => (
          <label
            key={start}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-border bg-surface px-1 text-sm font-medium text-fg tabular-nums transition-colors hover:bg-primary-soft has-checked:border-primary has-checked:bg-primary has-checked:text-primary-fg has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input type="radio" name={name} value={start} checked={chosen === start} onChange={() => onChoose(start)} className="sr-only" />
            {t.span(start, timeOfMinutes(minutesOf(start) + hours * 60))}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
