/**
 * Lighthouse (12.8, mobile: a budget phone on a slow 4G link, simulated) on pages of the production
 * build served by the real server, in Debian's Chromium speaking the page's language, at a CPU slowdown
 * scaled to this host. Each page reports the median of its runs; its reports go to bench/reports/lighthouse/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium as playwright, type Page } from '@playwright/test';
import lighthouse, { generateReport, type Result, type Trace } from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { longTasksOf, type LongTask } from './long-tasks.ts';
import { median } from './median.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthousePage {
  name: string;
  path: string;
}

export interface PageScores {
  page: LighthousePage;
  runs: number;
  /** 0–100, as Lighthouse shows them. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the host's CPU (its "CPU/Memory Power", BenchmarkIndex) in the run
   * reported. Lighthouse's 4× simulated slowdown assumes a host of 1500-2000: on a slower one every
   * task, and so TBT, comes out longer than on the phone it stands for.
   */
  benchmarkIndex: number;
  /** Runs taken again because the host's index strayed from the one the slowdown was scaled to. */
  unsteadyRunsSetAside: number;
  /** Runs counted although the host still strayed after the retries (their figures are suspect). */
  unsteadyRuns: number;
  /** The CPU slowdown the reported (median) run was simulated at. */
  cpuSlowdown: number;
  /** Each counted run's slowdown, scaled to the host just before it. */
  slowdowns: number[];
  /** The median run's long tasks, longest first, each with where its time went. */
  longTasks: LongTask[];
  /** The audits that cost each category points (ids), so the report can say where to look. */
  failing: Record<Category, string[]>;
  reportFile: string;
}

const reportDir = path.resolve(import.meta.dirname, 'reports/lighthouse');

/**
 * Lighthouse's 4× slowdown stands for a budget phone on a host of BenchmarkIndex 1750: on another host
 * the same phone is 4 × index / 1750 (never below 1×, the host itself).
 */
export const REFERENCE_BENCHMARK_INDEX = 1750;
export const scaledSlowdown = (benchmarkIndex: number): number => Math.max(1, (4 * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX);

interface StartedChromium {
  port: number;
  /** A tab of its own beside Lighthouse's, where the host's speed is measured between runs. */
  tab: Page;
  stop: () => Promise<void>;
}

/** Chromium with a DevTools port the operating system picks, read from the line Chromium prints; `locale` is its language. */
async function startChromium(locale: string): Promise<StartedChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'kiraya-lighthouse-'));
  const language = [`--lang=${locale}`, `--accept-lang=${locale}`];
  const child: ChildProcess = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, ...language, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes can still be writing the profile just after the browser exits (for
    // seconds on a busy host): a profile left in the temporary directory must not end a run of minutes.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 50, retryDelay: 100 });
    } catch (error) {
      console.warn(`Chromium's profile ${profile} could not be removed (${error instanceof Error ? error.message : String(error)}); left in place.`);
    }
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before opening DevTools: ${output.slice(-500)}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  // Chromium's own messages are not the bench's business once DevTools is open.
  child.stderr?.resume();
  try {
    const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
    const tab = browser.contexts()[0]?.pages()[0] ?? (await browser.newPage());
    return {
      port,
      tab,
      stop: async () => {
        await browser.close();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

const failingAudits = (lhr: Result, category: Category): string[] =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const score = lhr.audits[ref.id]?.score;
      return score !== null && score !== undefined && score < 1;
    })
    .map((ref) => ref.id);

/** One Lighthouse run: its result, its trace (for the long tasks), and the host it ran on. */
interface Run {
  lhr: Result;
  trace: Trace;
  /** The CPU slowdown it was simulated at. */
  cpuSlowdown: number;
  /** The host's BenchmarkIndex measured just before it, which that slowdown was scaled to. */
  indexBefore: number;
}

async function summarise(page: LighthousePage, runs: Run[], setAside: number): Promise<PageScores> {
  // Lighthouse's own median run: the one closest to the median first paint and time to interactive.
  const lhr = computeMedianRun(runs.map((run) => run.lhr));
  const median = runs.find((run) => run.lhr === lhr);
  const cpuSlowdown = median?.cpuSlowdown ?? Number.NaN;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Record<Category, number>;
  const failing = Object.fromEntries(CATEGORIES.map((category) => [category, failingAudits(lhr, category)])) as Record<Category, string[]>;
  mkdirSync(reportDir, { recursive: true });
  const reportFile = path.join(reportDir, `${page.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.html`);
  writeFileSync(reportFile, generateReport(lhr, 'html'));
  // The same run as JSON, for reading its audits (long tasks, the LCP's phases) with a script.
  writeFileSync(reportFile.replace(/\.html$/, '.json'), JSON.stringify(lhr));
  return {
    page,
    runs: runs.length,
    unsteadyRunsSetAside: setAside,
    unsteadyRuns: runs.filter((run) => !isSteady(run)).length,
    slowdowns: runs.map((run) => run.cpuSlowdown),
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown,
    longTasks: median ? await longTasksOf(median.trace, cpuSlowdown) : [],
    failing,
    reportFile: path.relative(process.cwd(), reportFile),
  };
}

/**
 * How far a run's own BenchmarkIndex (Lighthouse measures it as the run begins) may stray from the one
 * measured just before it, which its slowdown was scaled to, before the run is taken again: a host whose
 * speed changes under a run (a neighbour busy on a shared machine) simulates another phone than the
 * budget's, and its TBT says nothing about the app.
 */
export const STEADY_HOST_TOLERANCE = 0.12;
/** Runs taken again at most, per run, while the host is unsteady; the last one counts then. */
const UNSTEADY_RETRIES = 3;

const isSteady = (run: Run): boolean => Math.abs(run.lhr.environment.benchmarkIndex - run.indexBefore) <= STEADY_HOST_TOLERANCE * run.indexBefore;

/** Lighthouse's own CPU benchmark, in a tab of the browser the runs use, as Lighthouse runs it. */
async function measureIndexIn(tab: Page): Promise<number> {
  return tab.evaluate(pageFunctions.computeBenchmarkIndex);
}

/**
 * One Lighthouse run of a page. A run Lighthouse itself gives up on (its trace lost the navigation:
 * NO_NAVSTART, now and then on a busy machine) is run once more before the bench fails on it.
 */
async function measurePage(url: string, port: number, cpuSlowdownMultiplier: number, indexBefore: number, attemptsLeft = 1): Promise<Run> {
  const answer = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES], throttling: { cpuSlowdownMultiplier } });
  if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
  const failure = answer.lhr.runtimeError;
  if (!failure) return { lhr: answer.lhr, trace: answer.artifacts.Trace, cpuSlowdown: cpuSlowdownMultiplier, indexBefore };
  if (attemptsLeft > 0) return measurePage(url, port, cpuSlowdownMultiplier, indexBefore, attemptsLeft - 1);
  throw new Error(`Lighthouse on ${url}: ${failure.code} ${failure.message}`);
}

/**
 * A run at the slowdown scaled to the host just before it (or the fixed one), taken again while the
 * host's speed changed under it; and how many runs were set aside.
 */
async function measureSteadyPage(url: string, chromium: StartedChromium, fixedIndex: number | undefined): Promise<{ run: Run; setAside: number }> {
  const measure = async () => {
    const indexBefore = fixedIndex ?? (await measureIndexIn(chromium.tab));
    return measurePage(url, chromium.port, scaledSlowdown(indexBefore), indexBefore);
  };
  let run = await measure();
  let setAside = 0;
  // A fixed index (to compare two builds at one slowdown) is not the host's reading: nothing to retake.
  while (fixedIndex === undefined && !isSteady(run) && setAside < UNSTEADY_RETRIES) {
    setAside++;
    run = await measure();
  }
  return { run, setAside };
}

/**
 * This host's BenchmarkIndex, as Lighthouse measures it at the start of a run: the median of three
 * short runs (performance only) of `url`, which also warm the server and the browser.
 */
export async function hostBenchmarkIndex(url: string): Promise<number> {
  const chromium = await startChromium('en-IN');
  try {
    const indexes: number[] = [];
    for (let run = 0; run < 3; run++) {
      const answer = await lighthouse(url, { port: chromium.port, logLevel: 'error', output: 'json', onlyAudits: ['first-contentful-paint'] });
      if (answer) indexes.push(answer.lhr.environment.benchmarkIndex);
    }
    const index = median(indexes);
    if (Number.isNaN(index)) throw new Error(`Lighthouse gave no result for ${url}`);
    return index;
  } finally {
    await chromium.stop();
  }
}

export interface LighthouseRun {
  /** The browser's language (en-IN, hi-IN): the page speaks it. */
  locale: string;
  runs: number;
  /**
   * A BenchmarkIndex to scale every run's slowdown to (BENCH_BENCHMARK_INDEX, to compare two builds at
   * one slowdown); without it each run's is scaled to the host as measured just before that run.
   */
  fixedIndex?: number;
}

export async function measureLighthouse(baseUrl: string, pages: readonly LighthousePage[], { locale, runs, fixedIndex }: LighthouseRun): Promise<PageScores[]> {
  const chromium = await startChromium(locale);
  try {
    const results = pages.map(() => [] as Run[]);
    const setAside = pages.map(() => 0);
    // The pages take turns, so a busy spell of the machine does not land on one page only.
    for (let run = 0; run < runs; run++) {
      for (const [index, page] of pages.entries()) {
        const steady = await measureSteadyPage(baseUrl + page.path, chromium, fixedIndex);
        results[index]?.push(steady.run);
        setAside[index] = (setAside[index] ?? 0) + steady.setAside;
      }
    }
    return await Promise.all(pages.map((page, index) => summarise(page, results[index] ?? [], setAside[index] ?? 0)));
  } finally {
    await chromium.stop();
  }
}
