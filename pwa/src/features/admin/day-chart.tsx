/**
 * One figure over the 30 days as small bars (SVG): spoken as one summary (the total and the best day),
 * with the day-by-day numbers in a table under "Show as a table" for screen readers and for reading
 * exact values.
 */
import { useId } from 'react';
import type { AnalyticsDay, AnalyticsFigure } from '@shared/api.ts';
import { dateFormat } from '@shared/intl-dates.ts';
import { analyticsMessages } from '@shared/messages/analytics.ts';

const t = analyticsMessages;
const WIDTH = 300;
const HEIGHT = 64;

/** "6 Dec": a day of the chart, in the page's language. */
export const shortDay = (day: string): string => dateFormat({ day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(`${day}T12:00:00+05:30`));

interface DayChartProps {
  figure: AnalyticsFigure;
  days: readonly AnalyticsDay[];
  total: number;
  format: (value: number) => string;
}

export function DayChart({ figure, days, total, format }: DayChartProps) {
  const label = t.figures[figure];
  const values = days.map((day) => day[figure]);
  const highest = Math.max(0, ...values);
  const best = highest > 0 ? days[values.indexOf(highest)] : undefined;
  const summary = t.chartSummary(label, format(total), best ? t.bestDay(shortDay(best.day), format(highest)) : null);
  const slot = WIDTH / days.length;
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="rounded-2xl border border-border bg-surface p-4">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span id={captionId} className="text-sm font-semibold text-fg-muted">
          {label}
        </span>
        <span className="text-2xl font-bold text-fg tabular-nums">{format(total)}</span>
      </figcaption>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="mt-3 h-16 w-full text-primary">
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-border" strokeWidth="1" />
        {days.map((day, index) => {
          const value = day[figure];
          const height = highest > 0 ? Math.max(value > 0 ? 2 : 0, (value / highest) * (HEIGHT - 4)) : 0;
          return (
            <rect key={day.day} x={index * slot + slot * 0.15} y={HEIGHT - height} width={slot * 0.7} height={height} rx="1" fill="currentColor">
              <title>{`${shortDay(day.day)}: ${format(value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="min-h-11 cursor-pointer content-center text-primary">{t.showTable}</summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-semibold">
                {t.day}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {label}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-t border-border">
                <th scope="row" className="py-1 font-normal">
                  {shortDay(day.day)}
                </th>
                <td className="py-1 text-right">{format(day[figure])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
