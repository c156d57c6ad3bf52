/**
 * The month grid: 42 days from a Sunday, with previous / next month. A real ARIA grid: one day takes Tab
 * (roving tabindex); arrows, Home / End and PageUp / PageDown move the focus, crossing months as they go.
 * What each day is, and what a click does, is the caller's: the renter's booking calendar and the
 * owner's blocked days share this grid.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays } from '@shared/booking-days.ts';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { Button } from '@pwa/ui/button.tsx';
import { addMonths, gridDays, monthOf, monthTitle, weekdays } from './calendar-days.ts';
import { dayLookClass, type DayLook } from './day-look.ts';

const t = calendarMessages;

export interface DayView {
  look: DayLook;
  /** A click acts (the day can be picked); otherwise the day is aria-disabled and a click does nothing. */
  pickable: boolean;
  /** The accessible name: date and status ("Saturday 28 November 2026, booked"). */
  label: string;
  selected: boolean;
}

interface CalendarGridProps {
  month: string;
  /** The first and last months that can be shown. */
  firstMonth: string;
  lastMonth: string;
  today: string;
  onMonthChange: (month: string) => void;
  viewDay: (day: string) => DayView;
  onPick: (day: string) => void;
}

const KEY_STEPS: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay()),
  End: (day) => addDays(day, 6 - new Date(`${day}T00:00:00Z`).getUTCDay()),
  PageUp: (day) => sameDayIn(day, -1),
  PageDown: (day) => sameDayIn(day, 1),
};

/** The same day of the month `count` months away, or that month's last day when it is shorter. */
function sameDayIn(day: string, count: number): string {
  const month = addMonths(monthOf(day), count);
  const last = addDays(addMonths(month, 1), -1);
  const wanted = `${month.slice(0, 8)}${day.slice(8)}`;
  return wanted > last ? last : wanted;
}

export function CalendarGrid({ month, firstMonth, lastMonth, today, onMonthChange, viewDay, onPick }: CalendarGridProps) {
  const days = gridDays(month);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const moved = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  // The day that takes Tab: the focused one when shown, else today or the month's first day.
  const tabDay = focusDay && monthOf(focusDay) === month ? focusDay : monthOf(today) === month ? today : month;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${tabDay}"]`)?.focus();
  }, [tabDay]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>): void => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(tabDay);
    if (monthOf(next) < firstMonth || monthOf(next) > lastMonth) return;
    moved.current = true;
    setFocusDay(next);
    if (monthOf(next) !== month) onMonthChange(monthOf(next));
  };

  const title = monthTitle(month);
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.previousMonth}
          disabled={month <= firstMonth}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </Button>
        <h3 aria-live="polite" className="font-semibold text-fg">
          {title}
        </h3>
        <Button variant="ghost" size="icon" aria-label={t.nextMonth} disabled={month >= lastMonth} onClick={() => onMonthChange(addMonths(month, 1))}>
          <ChevronRight aria-hidden className="size-5" />
        </Button>
      </div>
      <table ref={gridRef} role="grid" aria-label={t.gridLabel(title)} className="w-full table-fixed border-collapse" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays().map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long} className="pb-1 text-xs font-medium text-fg-muted">
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 6 }, (_, week) => (
            <tr key={days[week * 7]}>
              {days.slice(week * 7, week * 7 + 7).map((day) => {
                const view = viewDay(day);
                return (
                  <td key={day} role="gridcell" aria-selected={view.selected} className="p-0">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === tabDay ? 0 : -1}
                      aria-label={view.label}
                      aria-disabled={view.pickable ? undefined : true}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => {
                        setFocusDay(day);
                        if (view.pickable) onPick(day);
                      }}
                      // The whole cell is the touch target (44 px tall, a seventh of 310 px wide at
                      // 360 px); the day's look is drawn 2 px inside it, so days stay apart.
                      className={`flex h-11 w-full min-w-0 rounded-lg p-0.5 text-sm tabular-nums ${view.pickable ? 'cursor-pointer' : 'cursor-default'}`}
                    >
                      <span
                        className={`flex size-full items-center justify-center rounded-lg ${dayLookClass(view.look)} ${
                          day === today ? 'ring-2 ring-ring ring-inset' : ''
                        }`}
                      >
                        {Number(day.slice(8))}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
