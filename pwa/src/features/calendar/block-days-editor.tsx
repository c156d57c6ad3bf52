/**
 * The owner's "block days" calendar: the same grid, where taps block ranges and unblock them, the
 * list of blocked ranges (each with Unblock, for those who do not use the grid), and Save (online).
 * A listing's bookings by the hour still to come are listed with their times: their days show as
 * booked, and cannot be blocked.
 */
import { useState } from 'react';
import { CalendarX } from 'lucide-react';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { addDays } from '@shared/booking-days.ts';
import { limits } from '@shared/limits.ts';
import { useOnline } from '@pwa/lib/use-online.ts';
import { Button } from '@pwa/ui/button.tsx';
import { AvailabilityStatus } from './availability-status.tsx';
import { shortDay } from './calendar-days.ts';
import { CalendarGrid } from './calendar-grid.tsx';
import { CalendarLegend } from './calendar-legend.tsx';
import { hourSpanWords } from './hour-span.ts';
import { ownerDayView } from './owner-day-view.ts';
import { useAvailability } from './use-availability.ts';
import { useBlockedDraft } from './use-blocked-draft.ts';
import { useCalendarMonth } from './use-calendar-month.ts';

const t = calendarMessages.owner;

export function BlockDaysEditor({ itemId }: { itemId: string }) {
  const { today, month, setMonth, firstMonth, lastMonth } = useCalendarMonth();
  // Every blocked range from today on (the PUT replaces them all), as far as the API answers.
  const span = { from: today, to: addDays(today, limits.availabilityDaysMax) };
  const availability = useAvailability(itemId, span);
  const editor = useBlockedDraft(itemId, availability.known, span);
  const online = useOnline();
  // Bookings by the hour that had not ended when the page opened.
  const [now] = useState(Date.now);
  const hoursAhead = (availability.known?.bookedHours ?? []).filter((booked) => Date.parse(booked.endsAt) > now).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const context = {
    month,
    today,
    known: availability.known,
    draft: editor.draft,
    pending: editor.pending,
  };

  return (
    <section aria-labelledby="block-days-heading" className="rounded-2xl border border-border bg-surface p-3 sm:p-4">
      <h2 id="block-days-heading" className="flex items-center gap-2 text-lg font-semibold text-fg">
        <CalendarX aria-hidden className="size-5 text-primary" />
        {t.blockedList}
      </h2>
      <p className="mt-1 mb-3 text-sm text-fg-muted">{t.blockHelp}</p>
      <AvailabilityStatus state={availability} />
      <CalendarGrid
        month={month}
        firstMonth={firstMonth}
        lastMonth={lastMonth}
        today={today}
        onMonthChange={setMonth}
        viewDay={(day) => ownerDayView(day, context)}
        onPick={editor.pick}
      />
      <CalendarLegend blocked={{ look: 'blocked-draft', label: t.blockedLegend }} />
      {hoursAhead.length > 0 ? (
        <div className="mt-4">
          <h3 id="booked-hours-heading" className="text-sm font-semibold text-fg">
            {calendarMessages.hours.bookedList}
          </h3>
          <ul aria-labelledby="booked-hours-heading" className="mt-2 flex flex-col gap-1 text-sm text-fg">
            {hoursAhead.map((booked) => (
              <li key={booked.startsAt} className="rounded-xl bg-surface-muted px-3 py-2 tabular-nums">
                {hourSpanWords(booked)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div aria-live="polite" className="mt-4 flex flex-col gap-2 text-sm">
        {editor.pending ? <p className="text-fg-muted">{t.pickEnd}</p> : null}
        {editor.note ? (
          <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-fg">
            {editor.note}
          </p>
        ) : null}
        {editor.changed ? <p className="font-medium text-fg">{t.unsaved}</p> : null}
      </div>
      {editor.draft.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">{t.noBlocked}</p>
      ) : (
        <ul aria-label={t.blockedList} className="mt-3 flex flex-col gap-2">
          {editor.draft.map((range) => {
            const text = t.rangeLabel(shortDay(range.start), shortDay(editor.lastDay(range)));
            return (
              <li key={range.start} className="flex items-center justify-between gap-2 rounded-xl bg-surface-muted py-1 pr-1 pl-3 text-sm text-fg">
                {text}
                <Button variant="ghost" aria-label={t.unblock(text)} onClick={() => editor.unblock(range)}>
                  {calendarMessages.owner.unblockShort}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {online ? null : <p className="mt-3 text-sm text-fg-muted">{t.offline}</p>}
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button variant="outline" disabled={!editor.changed || editor.saving} onClick={editor.discard}>
          {t.discard}
        </Button>
        <Button disabled={!editor.changed || editor.saving || !online} onClick={() => void editor.save()}>
          {editor.saving ? t.saving : t.save}
        </Button>
      </div>
    </section>
  );
}
