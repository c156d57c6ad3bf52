/**
 * The server's idea of now, for rules that depend on the calendar (bookings: no start in the past, a
 * completed rental, reviews from the end date). Real time, except that end-to-end tests (NODE_ENV=test
 * only) may move it forward to see a rental end without waiting days; see modules/test-hooks.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { todayInIndia } from '@shared/booking-days.ts';

let offsetMs = 0;
/** One request's own offset (the e2e hook's cookie), so browsers sharing a test server do not move each other's clock. */
const requestOffset = new AsyncLocalStorage<number>();

export const now = (): Date => new Date(Date.now() + (requestOffset.getStore() ?? offsetMs));

/** Today in India (YYYY-MM-DD) by the server's clock. */
export const today = (): string => todayInIndia(now());

/** Moves the whole process's clock `ms` ahead of real time (0 puts it back). Server tests call this. */
export function setClockOffsetForTests(ms: number): void {
  offsetMs = ms;
}

/** Runs `work` (a request) with the clock `ms` ahead of real time, whatever the process offset. Only the test hooks call this. */
export function withClockOffsetForTests<T>(ms: number, work: () => T): T {
  return requestOffset.run(ms, work);
}
