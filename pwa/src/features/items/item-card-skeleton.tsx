/** A grey card shape shown while a list loads, sized like a real card so nothing jumps. */
export function ItemCardSkeleton() {
  return (
    <div aria-hidden className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-border bg-surface">
      <div className="aspect-4/3 w-full bg-surface-muted" />
      <div className="flex flex-col gap-2 p-3">
        <div className="h-4 w-4/5 rounded bg-surface-muted" />
        <div className="h-3 w-3/5 rounded bg-surface-muted" />
        <div className="h-3 w-2/5 rounded bg-surface-muted" />
        <div className="mt-3 h-5 w-1/2 rounded bg-surface-muted" />
      </div>
    </div>
  );
}
