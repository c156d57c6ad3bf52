/**
 * A small count bubble (unread notifications on a tab, the avatar, a menu row): nothing at zero,
 * "99+" past 99 so it keeps its size. The number is drawn for the eye; `label` ("3 unread
 * notifications") is what a screen reader hears in its place.
 */
interface CountBadgeProps {
  count: number;
  label: string;
  className?: string;
}

export function CountBadge({ count, label, className = '' }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs leading-none font-bold text-white dark:text-stone-950 ${className}`}>
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
