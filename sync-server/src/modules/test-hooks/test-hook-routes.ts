/**
 * Hooks for end-to-end tests only (mounted by app.ts when NODE_ENV=test, absent — a 404 — otherwise).
 */
import { MAX_OFFSET_DAYS, testClockPayloadSchema } from '@shared/schemas/test-clock.ts';
import { parseBody } from '../../middleware/validate.ts';
import type { AppMiddleware, AppRouter } from '../../types.ts';
import { todayInIndia } from '@shared/booking-days.ts';
import { withClockOffsetForTests } from '../../clock.ts';

/*
 * POST /api/test/clock { offsetDays } moves the server's clock (clock.ts) that many whole days ahead
 * of real time for the caller only, so a test can see a rental end and rate it without waiting days;
 * 0 puts it back. The offset rides in a cookie: every request of that browser (its pages, its
 * service worker, its API context) is served at the moved time, while the other tests sharing the
 * server keep real time.
 */

export const TEST_CLOCK_PATH = '/api/test/clock';
export const TEST_CLOCK_COOKIE = 'kiraya_test_clock_days';
const DAY_MS = 86_400_000;

/** What the hook answers: the caller's offset now and their today in India under it. */
export interface TestClockState {
  offsetDays: number;
  today: string;
}

/** The caller's offset from its cookie; anything but a whole number of days in range is no offset. */
function offsetDaysOf(cookie: string | undefined): number {
  const days = Number(cookie);
  return Number.isInteger(days) && days > 0 && days <= MAX_OFFSET_DAYS ? days : 0;
}

/** Serves each request at its caller's time. */
const callersClock: AppMiddleware = async (ctx, next) => {
  const days = offsetDaysOf(ctx.cookies.get(TEST_CLOCK_COOKIE));
  if (days === 0) return next();
  return withClockOffsetForTests(days * DAY_MS, next);
};

/** Mounted before every other route, so the caller's time holds for all of them. */
export function testHookRoutes(router: AppRouter): void {
  router.use(callersClock);
  router.post(TEST_CLOCK_PATH, async (ctx) => {
    const { offsetDays } = parseBody(ctx, testClockPayloadSchema);
    if (offsetDays === 0) ctx.cookies.set(TEST_CLOCK_COOKIE, null);
    else ctx.cookies.set(TEST_CLOCK_COOKIE, String(offsetDays), { httpOnly: true, sameSite: 'strict', overwrite: true });
    const body: TestClockState = { offsetDays, today: todayInIndia(new Date(Date.now() + offsetDays * DAY_MS)) };
    ctx.body = body;
  });
}
