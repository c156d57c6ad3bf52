/**
 * `npx tsx bench/compare-builds.ts A B`: two builds of the app (copies of dist/pwa) side by side, on
 * one host in one run, the builds taking turns on each page, at one CPU slowdown; each is served by a
 * Kiraya server of its own (STATIC_DIR). `--measure trace` (the default) traces each start in a fresh
 * browser and sums its blocking time at the slowdown (bench/start-profile.ts): steadier on a shared
 * host than Lighthouse's simulated TBT, which `--measure lighthouse` reports with the performance score
 * and LCP. `--measure untraced` throttles the CPU by the slowdown and reads the page's own long tasks,
 * with no trace or profiler adding work of its own (bench/untraced-blocking.ts). Prints each page's
 * medians per build and every run's figure, so a change is kept only when the figures support it.
 * Options: --runs N (each page and build; 8 traced or untraced, 5 Lighthouse), --locale
 * en-IN|hi-IN, --index N (the BenchmarkIndex the slowdown is scaled to; measured once when not given),
 * --pages home,item,search.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { hostBenchmarkIndex, measureLighthouse, scaledSlowdown } from './lighthouse.ts';
import { median } from './median.ts';
import { demoItemPath, startKiraya, type StartedKiraya } from './processes.ts';
import { profileStart } from './start-profile.ts';
import { untracedStart } from './untraced-blocking.ts';

const PAGE_NAMES = ['home', 'item', 'search'] as const;
type PageName = (typeof PAGE_NAMES)[number];

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

const builds = process.argv.slice(2, 4).map((dir) => path.resolve(dir));
if (builds.length !== 2 || builds.some((dir) => !existsSync(path.join(dir, 'index.html')))) {
  console.error('usage: npx tsx bench/compare-builds.ts <build A> <build B> [--measure trace|untraced|lighthouse] [--runs 8] [--locale en-IN] [--index 1750] [--pages home,item,search]');
  process.exit(2);
}
const MEASURES = ['trace', 'untraced', 'lighthouse'] as const;
const measure = option('measure', 'trace') as (typeof MEASURES)[number];
if (!MEASURES.includes(measure)) {
  console.error(`--measure is ${MEASURES.join(', ')}, not ${measure}`);
  process.exit(2);
}
const runs = Number(option('runs', measure === 'lighthouse' ? '5' : '8'));
const locale = option('locale', 'en-IN');
const pages = option('pages', PAGE_NAMES.join(',')).split(',') as PageName[];
const unknown = pages.find((name) => !PAGE_NAMES.includes(name));
if (unknown) {
  console.error(`unknown page ${unknown}: one of ${PAGE_NAMES.join(', ')}`);
  process.exit(2);
}

/** Each server's item page, asked for once: every run of a build opens the same listing. */
const itemPaths = new Map<StartedKiraya, Promise<string>>();

/** The path of a page on one server (the item is the first demo listing with a photo there). */
function pathOf(server: StartedKiraya, name: PageName): Promise<string> {
  if (name === 'home') return Promise.resolve('/');
  if (name === 'search') return Promise.resolve('/search?q=camera');
  const known = itemPaths.get(server) ?? demoItemPath(server.url);
  itemPaths.set(server, known);
  return known;
}

/** One run's figures: the blocking time (ms at the slowdown) first, then what the mode adds. */
interface Figures {
  blockingMs: number;
  detail: string;
  performance?: number;
  lcpMs?: number;
}

async function measureOnce(server: StartedKiraya, name: PageName, index: number): Promise<Figures> {
  const page = await pathOf(server, name);
  if (measure === 'trace') {
    const profile = await profileStart(server.url + page, locale, 1, scaledSlowdown(index));
    const blockingMs = profile.blockingByModule.reduce((sum, { ms }) => sum + ms, 0);
    const hostMs = profile.longTasks.reduce((sum, task) => sum + task.hostMs, 0);
    return { blockingMs, detail: `blocking ${blockingMs.toFixed(0)} ms in ${profile.longTasks.length} long tasks (${hostMs.toFixed(0)} ms of the host)` };
  }
  if (measure === 'untraced') {
    const start = await untracedStart(server.url + page, locale, scaledSlowdown(index));
    return { blockingMs: start.blockingMs, detail: `blocking ${start.blockingMs.toFixed(0)} ms in ${start.longTasksMs.length} long tasks (${start.longTasksMs.map((ms) => ms.toFixed(0)).join(', ')} ms)` };
  }
  const [scores] = await measureLighthouse(server.url, [{ name, path: page }], { locale, runs: 1, fixedIndex: index });
  if (!scores) throw new Error(`Lighthouse gave no result for ${page}`);
  return { blockingMs: scores.tbtMs, performance: scores.scores.performance, lcpMs: scores.lcpMs, detail: `TBT ${scores.tbtMs.toFixed(0)} ms, performance ${scores.scores.performance}, LCP ${(scores.lcpMs / 1000).toFixed(2)} s` };
}

const servers = await Promise.all(builds.map((dir) => startKiraya({ STATIC_DIR: dir })));
try {
  const [first] = servers;
  if (!first) throw new Error('no server');
  const index = Number(option('index', '0')) || (await hostBenchmarkIndex(`${first.url}/`));
  console.log(`BenchmarkIndex ${Math.round(index)}: every run at ${scaledSlowdown(index).toFixed(2)}×, ${locale}, ${runs} ${measure} runs of each page and build.`);
  const results = new Map<string, Figures[]>();
  for (let run = 0; run < runs; run++) {
    for (const name of pages) {
      // Which build goes first alternates, so neither always follows the other's warm-up.
      for (const which of run % 2 === 0 ? [0, 1] : [1, 0]) {
        const server = servers[which];
        if (!server) continue;
        const figures = await measureOnce(server, name, index);
        const key = `${name} ${'AB'[which]}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
        console.log(`  run ${run + 1}, ${key}: ${figures.detail}`);
      }
    }
  }
  const blocking = measure === 'lighthouse' ? 'TBT' : 'blocking time';
  console.log(`\npage | build | ${blocking}, median (ms) | every run's ${blocking}${measure === 'lighthouse' ? ' | performance, median | LCP, median (s)' : ''}`);
  for (const name of pages) {
    for (const which of [0, 1]) {
      const all = results.get(`${name} ${'AB'[which]}`) ?? [];
      const blockingMs = all.map((figures) => figures.blockingMs);
      const lighthouseColumns = measure === 'lighthouse' ? ` | ${median(all.map((figures) => figures.performance ?? 0))} | ${(median(all.map((figures) => figures.lcpMs ?? 0)) / 1000).toFixed(2)}` : '';
      console.log(`${name} | ${'AB'[which]} (${builds[which]}) | ${median(blockingMs).toFixed(0)} | ${blockingMs.map((ms) => ms.toFixed(0)).join(', ')}${lighthouseColumns}`);
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
