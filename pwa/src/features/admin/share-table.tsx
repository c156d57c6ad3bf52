/** Listings and booking requests by category or by city: a table whose numbers carry bars (SVG) of their share. */
import type { AnalyticsShare } from '@shared/api.ts';
import { formatNumber } from '@shared/intl.ts';
import { analyticsMessages } from '@shared/messages/analytics.ts';

const t = analyticsMessages;

function Bar({ value, highest }: { value: number; highest: number }) {
  return (
    <svg aria-hidden viewBox="0 0 100 8" preserveAspectRatio="none" className="mt-1 h-2 w-full text-primary">
      <rect x="0" y="0" width={highest > 0 ? (value / highest) * 100 : 0} height="8" rx="2" fill="currentColor" />
    </svg>
  );
}

interface ShareTableProps {
  title: string;
  /** The first column's heading: category or city. */
  keyHeading: string;
  shares: readonly AnalyticsShare[];
  nameOf: (share: AnalyticsShare) => string;
}

export function ShareTable({ title, keyHeading, shares, nameOf }: ShareTableProps) {
  const highest = Math.max(0, ...shares.flatMap((share) => [share.listings, share.requests]));
  return (
    <section className="rounded-2xl border border-border bg-surface p-4">
      <h3 className="text-lg font-semibold text-fg">{title}</h3>
      {shares.length === 0 ? (
        <p className="mt-2 text-sm text-fg-muted">{t.noneYet}</p>
      ) : (
        <table className="mt-2 w-full table-fixed text-left text-sm tabular-nums">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="w-2/5 py-1 font-semibold">
                {keyHeading}
              </th>
              <th scope="col" className="py-1 ps-2 font-semibold">
                {t.listings}
              </th>
              <th scope="col" className="py-1 ps-2 font-semibold">
                {t.requests}
              </th>
            </tr>
          </thead>
          <tbody>
            {shares.map((share) => (
              <tr key={share.key ?? 'other'} className="border-t border-border align-top">
                <th scope="row" className="py-2 font-normal break-words text-fg">
                  {nameOf(share)}
                </th>
                <td className="py-2 ps-2">
                  {formatNumber(share.listings)}
                  <Bar value={share.listings} highest={highest} />
                </td>
                <td className="py-2 ps-2">
                  {formatNumber(share.requests)}
                  <Bar value={share.requests} highest={highest} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
