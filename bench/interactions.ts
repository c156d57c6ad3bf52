/**
 * How quickly the app answers a tap on a budget phone: four interactions, each on a phone-sized page at
 * the CPU slowdown Lighthouse runs at, read with the Event Timing API (an interaction's time to the next
 * paint). Each is tried as soon as the app draws its control, during the start, and again once it is idle.
 */
import type { Locator, Page } from '@playwright/test';
import { messages } from '../shared/src/messages.ts';
import { browseMessages } from '../shared/src/messages/browse.ts';
import { escapeRegExp } from '../e2e/copy.ts';
import { launchChromium, whenPageIdle } from './chromium.ts';
import { median } from './median.ts';

export interface InteractionTiming {
  name: string;
  /** The slowest of its events' durations (INP's measure of one interaction), during the start and once idle. */
  duringStartMs: number;
  whenIdleMs: number;
}

interface Interaction {
  name: string;
  path: string;
  /** The app's own control (in #root, not the server-drawn first screen it replaces). */
  control: (page: Page) => Locator;
  act: (control: Locator) => Promise<void>;
}

const app = (page: Page): Locator => page.locator('#root');
const [addBefore = '', addAfter = ''] = browseMessages.favorites.add('\u0000').split('\u0000');

const INTERACTIONS: Interaction[] = [
  {
    name: 'typing "camera" in the search box under the header',
    path: '/',
    control: (page) => app(page).getByRole('searchbox', { name: messages.header.searchLabel, exact: true }),
    act: async (box) => {
      await box.tap();
      await box.pressSequentially('camera');
    },
  },
  {
    name: 'opening the menu',
    path: '/',
    control: (page) => app(page).getByRole('banner').getByRole('button', { name: messages.header.openMenu }),
    act: (button) => button.tap(),
  },
  {
    name: 'favouriting a card',
    path: '/search?q=camera',
    control: (page) => app(page).getByRole('main').getByRole('button', { name: new RegExp(`^${escapeRegExp(addBefore)}.+${escapeRegExp(addAfter)}$`) }).first(),
    act: (heart) => heart.tap(),
  },
  {
    name: 'opening an item from a list',
    path: '/search?q=camera',
    control: (page) => app(page).getByRole('main').locator('a[href^="/item/"]').first(),
    act: (link) => link.tap(),
  },
];

/** An Event Timing entry, as much of it as the bench reads (this file is typed for Node, not the DOM). */
interface EventEntry {
  interactionId?: number;
  duration: number;
}
type Recorded = { __eventTimings: Array<{ id: number; duration: number }>; __eventObserver: { takeRecords: () => EventEntry[] } };

/** Runs in the page before its scripts: records every event of an interaction with its duration. */
const recordEventTiming = (): void => {
  // No named inner functions: the page gets this function's text, without the helpers tsx adds for names.
  const seen: Recorded['__eventTimings'] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as EventEntry[]) {
      if (entry.interactionId) seen.push({ id: entry.interactionId, duration: entry.duration });
    }
  });
  Object.assign(globalThis, { __eventTimings: seen, __eventObserver: observer });
  const options = { type: 'event', durationThreshold: 16, buffered: true } as unknown as Parameters<InstanceType<typeof PerformanceObserver>['observe']>[0];
  observer.observe(options);
};

const recorded = (page: Page): Promise<number> => page.evaluate(() => (globalThis as unknown as Recorded).__eventTimings.length);

/**
 * The slowest event since the first `from` were recorded. An entry exists once the frame after the
 * interaction is painted: two frames on, the observer's pending entries are taken at once.
 */
async function slowestSince(page: Page, from: number): Promise<number> {
  const durations = await page.evaluate(async (start) => {
    const recorded = globalThis as unknown as Recorded & { requestAnimationFrame: (run: () => void) => void };
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => recorded.requestAnimationFrame(() => setTimeout(resolve)));
    for (const entry of recorded.__eventObserver.takeRecords()) {
      if (entry.interactionId) recorded.__eventTimings.push({ id: entry.interactionId, duration: entry.duration });
    }
    return recorded.__eventTimings.slice(start).map((entry) => entry.duration);
  }, from);
  return Math.max(0, ...durations);
}

async function timeOnce(baseUrl: string, interaction: Interaction, cpuSlowdown: number, whenIdle: boolean): Promise<number> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'en-IN' });
    const page = await context.newPage();
    await page.addInitScript(recordEventTiming);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(baseUrl + interaction.path, { waitUntil: 'commit' });
    const control = interaction.control(page);
    await control.waitFor({ state: 'visible', timeout: 60_000 });
    if (whenIdle) await whenPageIdle(page);
    const from = await recorded(page);
    await interaction.act(control);
    return await slowestSince(page, from);
  } finally {
    await browser.close();
  }
}

/** Each interaction, `runs` times during the start and `runs` times when idle, in a fresh browser each time; the medians. */
export async function measureInteractions(baseUrl: string, cpuSlowdown: number, runs: number): Promise<InteractionTiming[]> {
  const timings: InteractionTiming[] = [];
  for (const interaction of INTERACTIONS) {
    const duringStart: number[] = [];
    const whenIdle: number[] = [];
    for (let run = 0; run < runs; run++) {
      duringStart.push(await timeOnce(baseUrl, interaction, cpuSlowdown, false));
      whenIdle.push(await timeOnce(baseUrl, interaction, cpuSlowdown, true));
    }
    timings.push({ name: interaction.name, duringStartMs: median(duringStart), whenIdleMs: median(whenIdle) });
  }
  return timings;
}
