/**
 * A calendar day written YYYY-MM-DD. Apart from booking-days.ts: the first page's search reads dates
 * from its address with this alone, and a module in the first page's code takes all it holds there.
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
