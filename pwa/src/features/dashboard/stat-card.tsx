/** One figure of the dashboard's statistics: an icon, the label and the figure (with an optional line). */
import type { ReactNode } from 'react';

interface StatCardProps {
  icon: ReactNode;
  label: string;
  figure: ReactNode;
  detail?: string | undefined;
  className?: string;
}

export function StatCard({ icon, label, figure, detail, className = '' }: StatCardProps) {
  return (
    // Below 360 px two cards a row leave too little room beside the icon ("Listing" / "s"): it goes above.
    <div className={`flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs max-[359px]:flex-col max-[359px]:items-start ${className}`}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">{icon}</span>
      <dl className="min-w-0">
        <dt className="text-sm text-fg-muted">{label}</dt>
        <dd className="text-xl leading-tight font-bold text-fg">{figure}</dd>
        {detail ? <dd className="text-sm text-fg-muted">{detail}</dd> : null}
      </dl>
    </div>
  );
}
