/**
 * The space the item page's booking calendar takes, held while its code loads and until its days are
 * drawn, so nothing below it moves when it appears (CLS).
 */
export function CalendarSpace() {
  return <div aria-hidden aria-busy="true" className="min-h-[34rem] rounded-2xl border border-border bg-surface" />;
}
