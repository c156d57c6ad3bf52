/**
 * Lighthouse (12.8, mobile: its default config, a mid-range phone on a slow 4G link, simulated) on pages
 * of the production build served by the real server, in Debian's Chromium with the bench's flags. Each
 * page reports Lighthouse's median of its `runs`; that run's HTML report is kept under
 * bench/reports/lighthouse/ (not committed) for the audits behind each score.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

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
  /** The audits that cost each category points (ids), so the report can say where to look. */
  failing: Record<Category, string[]>;
  reportFile: string;
}

const reportDir = path.resolve(import.meta.dirname, 'reports/lighthouse');

/** Chromium with a DevTools port the operating system picks, read from the line Chromium prints. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'kiraya-lighthouse-'));
  const child: ChildProcess = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes can still be writing the profile just after the browser exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
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
  return { port, stop };
}

const failingAudits = (lhr: Result, category: Category): string[] =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const score = lhr.audits[ref.id]?.score;
      return score !== null && score !== undefined && score < 1;
    })
    .map((ref) => ref.id);

function summarise(page: LighthousePage, runs: Result[]): PageScores {
  // Lighthouse's own median run: the one closest to the median first paint and time to interactive.
  const lhr = computeMedianRun(runs);
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
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
    reportFile: path.relative(process.cwd(), reportFile),
  };
}

/**
 * One Lighthouse run of a page. A run Lighthouse itself gives up on (its trace lost the navigation:
 * NO_NAVSTART, now and then on a busy machine) is run once more before the bench fails on it.
 */
async function measurePage(url: string, port: number, attemptsLeft = 1): Promise<Result> {
  const answer = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] });
  if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
  const failure = answer.lhr.runtimeError;
  if (!failure) return answer.lhr;
  if (attemptsLeft > 0) return measurePage(url, port, attemptsLeft - 1);
  throw new Error(`Lighthouse on ${url}: ${failure.code} ${failure.message}`);
}

export async function measureLighthouse(baseUrl: string, pages: readonly LighthousePage[], runs: number): Promise<PageScores[]> {
  const chromium = await startChromium();
  try {
    const results = pages.map(() => [] as Result[]);
    // The pages take turns, so a busy spell of the machine does not land on one page only.
    for (let run = 0; run < runs; run++) {
      for (const [index, page] of pages.entries()) {
        results[index]?.push(await measurePage(baseUrl + page.path, chromium.port));
      }
    }
    return pages.map((page, index) => summarise(page, results[index] ?? []));
  } finally {
    await chromium.stop();
  }
}
