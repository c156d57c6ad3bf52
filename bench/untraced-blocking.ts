/**
 * A page's blocking time with nothing watching it: no trace and no profiler, whose own work (V8
 * collecting source positions for them, among others) lands in the tasks they measure. Chromium's CPU
 * throttling slows a phone-sized page by the slowdown, and the page's own `longtask` entries give the
 * tasks; the blocking time is what each task after the first contentful paint spends past 50 ms, until
 * the page is idle.
 */
import { launchChromium, whenPageIdle } from './chromium.ts';

const LONG_TASK_MS = 50;

export interface UntracedStart {
  /** The sum over the long tasks after the first contentful paint of their time past 50 ms. */
  blockingMs: number;
  /** Each of those tasks' length, at the slowdown. */
  longTasksMs: number[];
}

/** The browser's PerformanceObserver, as far as this file uses it (the file is typed for Node, not the DOM). */
type LongTaskObserver = new (callback: (list: { getEntries(): Array<{ startTime: number; duration: number }> }) => void) => {
  observe(options: { type: 'longtask'; buffered: boolean }): void;
};

interface PageTimes {
  firstPaintMs: number;
  tasks: Array<{ startMs: number; durationMs: number }>;
}

/** One start of `url` in a fresh browser, at `slowdown`. */
export async function untracedStart(url: string, locale: string, slowdown: number): Promise<UntracedStart> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: Array<{ startMs: number; durationMs: number }> = [];
      (globalThis as unknown as { kirayaLongTasks: typeof seen }).kirayaLongTasks = seen;
      const Observer = (globalThis as unknown as { PerformanceObserver: LongTaskObserver }).PerformanceObserver;
      new Observer((list) => {
        for (const entry of list.getEntries()) seen.push({ startMs: entry.startTime, durationMs: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(url);
    await whenPageIdle(page);
    const times = await page.evaluate(
      (): PageTimes => ({
        firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        tasks: (globalThis as unknown as { kirayaLongTasks: PageTimes['tasks'] }).kirayaLongTasks,
      }),
    );
    return blockingAfterFirstPaint(times);
  } finally {
    await browser.close();
  }
}

/** A task that began before the first paint counts only its part after it, as Lighthouse's TBT does. */
function blockingAfterFirstPaint({ firstPaintMs, tasks }: PageTimes): UntracedStart {
  const after = tasks
    .map(({ startMs, durationMs }) => Math.min(durationMs, startMs + durationMs - firstPaintMs))
    .filter((durationMs) => durationMs > LONG_TASK_MS);
  return { blockingMs: after.reduce((sum, durationMs) => sum + durationMs - LONG_TASK_MS, 0), longTasksMs: after };
}
