/**
 * Which code a page's start runs: a Chromium trace of a phone-sized page from navigation until it is
 * idle, with V8's CPU samples, each sample credited to the module it comes from (a package, or a file
 * of the app) through the build's source maps; host time, over a few fresh browsers. Its long tasks
 * after the first paint are listed with the modules that ran in them, so the report says which code
 * (or the browser's own style, layout and painting) each long task is.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { launchChromium, whenPageIdle } from './chromium.ts';

export interface ModuleTime {
  /** A package (dexie, react-dom, @tanstack/router-core) or an app file (pwa/src/…, shared/src/…). */
  module: string;
  ms: number;
}

interface CallFrame {
  url: string;
  lineNumber: number;
  columnNumber: number;
  functionName: string;
}

const assetsDir = path.resolve(import.meta.dirname, '../dist/pwa/assets');

/** Credits a frame to its module: through the chunk's source map when the build wrote one, else to the chunk. */
class ModuleNames {
  private readonly maps = new Map<string, SourceMapConsumer | null>();

  of(frame: CallFrame): string {
    const chunk = /\/assets\/([^/?#]+\.js)$/.exec(frame.url)?.[1];
    if (!chunk) return frame.url ? `${path.basename(new URL(frame.url).pathname) || 'the page'} (not bundled)` : /^\(.*\)$/.test(frame.functionName) ? frame.functionName : `(${frame.functionName || 'the browser'})`;
    const map = this.mapOf(chunk);
    const source = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
    if (!source) return chunk;
    const inPackage = source.split('node_modules/').at(-1) ?? source;
    if (inPackage !== source) return inPackage.split('/').slice(0, inPackage.startsWith('@') ? 2 : 1).join('/');
    return source.replace(/^(\.\.\/)+/, '');
  }

  private mapOf(chunk: string): SourceMapConsumer | null {
    if (!this.maps.has(chunk)) {
      const file = path.join(assetsDir, `${chunk}.map`);
      this.maps.set(chunk, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
    }
    return this.maps.get(chunk) ?? null;
  }
}

/** The trace's categories: the main thread's tasks and what they ran, and V8's CPU samples. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'toplevel', 'loading', 'fonts'];

/**
 * A font looked up for a new family, size and weight during layout. Chromium on Linux asks its browser
 * process for each one's render style over a synchronous call to fontconfig, a cost that a phone's
 * Chromium does not pay: the report names it, so a layout task is not blamed on the page alone.
 */
const FONT_LOOKUP = 'FontCache::GetFontPlatformData';
const FONT_LOOKUPS_STEP = 'font lookups';

/** The events of a trace this file reads (Chromium's JSON trace format). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    beginData?: { url?: string };
    data?: { startTime?: number; cpuProfile?: { nodes?: Array<{ id: number; callFrame: CallFrame; parent?: number }>; samples?: number[] }; timeDeltas?: number[] };
  };
}

interface Sample {
  /** Trace time, µs. */
  ts: number;
  frame: CallFrame | undefined;
}

/** One start as the page's main thread ran it: its tasks after the first paint, and V8's samples. */
interface TracedStart {
  tasks: Array<{ ts: number; dur: number }>;
  samples: Sample[];
  /** Each task's own slowest steps (style, layout, a script's evaluation…), for the report. */
  steps: (task: { ts: number; dur: number }) => Array<{ name: string; ms: number }>;
}

async function traceOnce(url: string, locale: string): Promise<TracedStart> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url);
    await whenPageIdle(page);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return readStart(traceEvents, new URL(url).origin);
  } finally {
    await browser.close();
  }
}

/** The page's renderer main thread (the one that parsed its HTML), its tasks after the first paint and its samples. */
function readStart(events: TraceEvent[], origin: string): TracedStart {
  const parse = events.find((event) => event.name === 'ParseHTML' && (event.args?.beginData?.url ?? '').startsWith(origin));
  if (!parse) throw new Error(`the trace has no page from ${origin}`);
  const onMain = (event: TraceEvent) => event.pid === parse.pid && event.tid === parse.tid;
  const firstPaint = events.find((event) => event.pid === parse.pid && event.name === 'firstContentfulPaint')?.ts ?? 0;
  const tasks = events
    .filter((event) => onMain(event) && event.name === 'RunTask' && event.ph === 'X' && event.ts >= firstPaint)
    .map((event) => ({ ts: event.ts, dur: event.dur ?? 0 }));
  const frames = new Map<number, CallFrame>();
  const samples: Sample[] = [];
  let clock = 0;
  for (const event of events.filter((candidate) => candidate.pid === parse.pid && (candidate.name === 'Profile' || candidate.name === 'ProfileChunk')).sort((a, b) => a.ts - b.ts)) {
    const data = event.args?.data;
    if (event.name === 'Profile') {
      clock = data?.startTime ?? event.ts;
      continue;
    }
    for (const node of data?.cpuProfile?.nodes ?? []) frames.set(node.id, node.callFrame);
    (data?.cpuProfile?.samples ?? []).forEach((id, index) => {
      clock += data?.timeDeltas?.[index] ?? 0;
      samples.push({ ts: clock, frame: frames.get(id) });
    });
  }
  const stepEvents = events.filter((event) => onMain(event) && event.ph === 'X' && STEPS.has(event.name));
  const lookups = events.filter((event) => onMain(event) && event.ph === 'X' && event.name === FONT_LOOKUP);
  // A lookup can call itself (a fallback font): only the outermost counts.
  const fontLookups = lookups.filter((event) => !lookups.some((outer) => outer !== event && outer.ts <= event.ts && outer.ts + (outer.dur ?? 0) >= event.ts + (event.dur ?? 0)));
  const within = (task: { ts: number; dur: number }) => (event: TraceEvent) => event.ts >= task.ts && event.ts < task.ts + task.dur;
  const steps = (task: { ts: number; dur: number }) => {
    const fontMs = fontLookups.filter(within(task)).reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);
    return [
      ...stepEvents.filter((event) => within(task)(event) && (event.dur ?? 0) >= 1000).map((event) => ({ name: event.name, ms: (event.dur ?? 0) / 1000 })),
      ...(fontMs >= 1 ? [{ name: FONT_LOOKUPS_STEP, ms: fontMs }] : []),
    ]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3);
  };
  return { tasks, samples, steps };
}

/** The steps a long task is described by, besides its script. */
const STEPS = new Set(['TimerFire', 'EventDispatch', 'RunMicrotasks', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Commit', 'v8.evaluateModule', 'v8.compileModule', 'MinorGC', 'MajorGC', 'ParseHTML']);

/** What the frames of `samples` name: a module, or the browser's own work ("(program)": style, layout, painting…). */
function moduleTimes(names: ModuleNames, samples: Sample[], end: number): Map<string, number> {
  const times = new Map<string, number>();
  samples.forEach((sample, index) => {
    const frame = sample.frame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(root)') return;
    const module = frame.functionName === '(program)' ? "the browser's own work (style, layout, paint…)" : names.of(frame);
    times.set(module, (times.get(module) ?? 0) + ((samples[index + 1]?.ts ?? end) - sample.ts) / 1000);
  });
  return times;
}

export interface StartProfile {
  /** Script time by module over the whole start, most first (the browser's own work left out). */
  modules: ModuleTime[];
  /** The tasks after the first paint that are long at `slowdown`, longest first, each with what ran in it. */
  longTasks: Array<{ hostMs: number; steps: Array<{ name: string; ms: number }>; modules: ModuleTime[] }>;
  /** Blocking time (a long task's time past 50 ms at `slowdown`) credited to modules by their share of it, mean per start. */
  blockingByModule: ModuleTime[];
}

const LONG_TASK_MS = 50;

/**
 * Where a page's start spends the main thread, from `runs` fresh browsers: script time by module,
 * and each long task after the first paint (at `slowdown`) with the modules that ran in it.
 */
export async function profileStart(url: string, locale: string, runs: number, slowdown: number): Promise<StartProfile> {
  const names = new ModuleNames();
  const totals = new Map<string, number>();
  const blocking = new Map<string, number>();
  const longTasks: StartProfile['longTasks'] = [];
  const add = (into: Map<string, number>, module: string, ms: number) => into.set(module, (into.get(module) ?? 0) + ms);
  const sorted = (times: Map<string, number>, divide = 1): ModuleTime[] =>
    [...times].map(([module, ms]) => ({ module, ms: ms / divide })).sort((a, b) => b.ms - a.ms);
  for (let run = 0; run < runs; run++) {
    const start = await traceOnce(url, locale);
    const end = start.samples.at(-1)?.ts ?? 0;
    for (const [module, ms] of moduleTimes(names, start.samples, end)) if (!module.startsWith("the browser's")) add(totals, module, ms);
    for (const task of start.tasks) {
      const hostMs = task.dur / 1000;
      if (hostMs * slowdown < LONG_TASK_MS) continue;
      const inside = moduleTimes(names, start.samples.filter((sample) => sample.ts >= task.ts && sample.ts < task.ts + task.dur), task.ts + task.dur);
      const sampled = [...inside.values()].reduce((sum, ms) => sum + ms, 0);
      if (hostMs > sampled) add(inside, "the browser's own work (style, layout, paint…)", hostMs - sampled);
      const past = hostMs * slowdown - LONG_TASK_MS;
      for (const [module, ms] of inside) add(blocking, module, (past * ms) / hostMs);
      longTasks.push({ hostMs, steps: start.steps(task), modules: sorted(inside) });
    }
  }
  return {
    modules: sorted(totals, runs),
    longTasks: longTasks.sort((a, b) => b.hostMs - a.hostMs),
    blockingByModule: sorted(blocking, runs),
  };
}
