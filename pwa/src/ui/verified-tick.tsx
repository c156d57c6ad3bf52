/**
 * The verified tick: a small sky-blue check beside a verified user. With a label it is an
 * image screen readers announce; without one it is decoration, for places whose name already says it.
 */
import { BadgeCheck } from 'lucide-react';

interface VerifiedTickProps {
  label?: string;
  className?: string;
}

const colour = 'inline-flex shrink-0 text-sky-600 dark:text-sky-400';

export function VerifiedTick({ label, className = 'size-5' }: VerifiedTickProps) {
  const icon = <BadgeCheck aria-hidden className={className} />;
  if (!label) return <span aria-hidden className={colour}>{icon}</span>;
  return (
    <span role="img" aria-label={label} title={label} className={colour}>
      {icon}
    </span>
  );
}
