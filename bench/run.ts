/**
 * `npm run bench`: measures Kiraya against the budgets of DESIGN.md §11 and prints each figure beside
 * its budget and baseline; the report is also written to bench/reports/latest.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureFirstVisit } from './first-visit.ts';
import { measureOfflineRepeatVisit } from './offline-repeat-visit.ts';
import { startHelloWorld, startKiraya } from './processes.ts';
import { pgliteSearch, postgresSearch } from './search-bench.ts';
import { requestsPerSecond } from './throughput.ts';

const root = path.resolve(import.meta.dirname, '..');
const JS_BUDGET_KB = 150;
const THROUGHPUT_BUDGET = 0.25;
const SEARCH_P50_MS = 5;
const SEARCH_P99_MS = 25;
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const IMAGE_PIPELINE_RATIO = 1.2;
const OFFLINE_REPEAT_VISIT_MS = 1000;
const OUTBOX_REPLAY_MS = 5000;

interface Row {
  figure: string;
  value: string;
  budget: string;
  /** OVER fails the run; "below" marks a figure under a budget set for another call (a reference). */
  verdict: 'within' | 'OVER' | 'info' | 'below';
}

if (!existsSync(path.join(root, 'dist/pwa/index.html')) || process.argv.includes('--build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const rows: Row[] = [];
const kiraya = await startKiraya(3311);
const hello = await startHelloWorld(3312);
try {
  const visit = await measureFirstVisit(kiraya.url);
  const kb = visit.totalGzipBytes / 1024;
  rows.push({
    figure: `First visit to / — JavaScript, gzip (${visit.scripts.length} files)`,
    value: `${kb.toFixed(1)} KB`,
    budget: `≤ ${JS_BUDGET_KB} KB`,
    verdict: kb <= JS_BUDGET_KB ? 'within' : 'OVER',
  });

  const repeat = await measureOfflineRepeatVisit(kiraya.url);
  rows.push({
    figure: `Repeat visit to / with the network off, home drawn from the device (median of ${repeat.samples})`,
    value: `${repeat.medianMs.toFixed(0)} ms`,
    budget: `≤ ${OFFLINE_REPEAT_VISIT_MS} ms`,
    verdict: repeat.medianMs <= OFFLINE_REPEAT_VISIT_MS ? 'within' : 'OVER',
  });

  const baseline = await requestsPerSecond(hello.url);
  rows.push({ figure: 'Baseline: bare Node http hello-world', value: `${Math.round(baseline)} req/s`, budget: '—', verdict: 'info' });
  const page = await requestsPerSecond(`${kiraya.url}/api/items?limit=20`);
  rows.push({
    figure: 'GET /api/items (a page of 20)',
    value: `${Math.round(page)} req/s = ${((page / baseline) * 100).toFixed(1)} % of baseline`,
    budget: `≥ ${THROUGHPUT_BUDGET * 100} % of baseline`,
    verdict: page / baseline >= THROUGHPUT_BUDGET ? 'within' : 'OVER',
  });
  for (const endpoint of ['/api/health', '/api/categories']) {
    const rps = await requestsPerSecond(kiraya.url + endpoint);
    const ratio = rps / baseline;
    rows.push({
      figure: `GET ${endpoint}`,
      value: `${Math.round(rps)} req/s = ${(ratio * 100).toFixed(1)} % of baseline`,
      // DESIGN.md §11 sets this budget for GET /api/items (a later issue); shown here as the reference.
      budget: `reference: ≥ ${THROUGHPUT_BUDGET * 100} % (the budget of GET /api/items)`,
      verdict: ratio >= THROUGHPUT_BUDGET ? 'within' : 'below',
    });
  }
} finally {
  await kiraya.stop();
  await hello.stop();
}

const searchBudget = `p50 ≤ ${SEARCH_P50_MS} ms, p99 ≤ ${SEARCH_P99_MS} ms`;
const describeLatency = (latency: { p50: number; p99: number; samples: number }) =>
  `p50 ${latency.p50.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms (${latency.samples} searches)`;
const postgres = await postgresSearch(LISTINGS, 3313);
rows.push(
  postgres
    ? {
        figure: `Search over ${LISTINGS.toLocaleString('en-IN')} listings, PostgreSQL`,
        value: describeLatency(postgres),
        budget: searchBudget,
        verdict: postgres.p50 <= SEARCH_P50_MS && postgres.p99 <= SEARCH_P99_MS ? 'within' : 'OVER',
      }
    : { figure: 'Search, PostgreSQL', value: 'not measured: no PostgreSQL reachable', budget: searchBudget, verdict: 'info' },
);
const pglite = await pgliteSearch(LISTINGS, 3314);
rows.push({
  figure: `Search over ${LISTINGS.toLocaleString('en-IN')} listings, embedded PGlite`,
  value: describeLatency(pglite),
  // DESIGN.md §11 sets the search budget for PostgreSQL; PGlite (WebAssembly) is shown against it.
  budget: `reference: ${searchBudget} (the PostgreSQL budget)`,
  verdict: pglite.p50 <= SEARCH_P50_MS && pglite.p99 <= SEARCH_P99_MS ? 'within' : 'below',
});

// In its own process, so the peak memory measured is the pipeline's alone.
const imageRun = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'bench/image-pipeline.ts')], { cwd: root, encoding: 'utf8' });
if (imageRun.status !== 0) throw new Error(`image pipeline benchmark failed: ${imageRun.stderr}`);
const image = JSON.parse(imageRun.stdout.trim().split('\n').at(-1) ?? '{}') as { pipelineMs: number; bareMs: number; peakRssMb: number };
const imageRatio = image.pipelineMs / image.bareMs;
rows.push(
  {
    figure: 'Image pipeline: a 4000×3000 JPEG checked, turned upright, to WebP 400/800/1600 px',
    value: `${image.pipelineMs.toFixed(0)} ms per photo = ${imageRatio.toFixed(2)}× a bare sharp resize to 1600 px WebP (${image.bareMs.toFixed(0)} ms)`,
    budget: `≤ ${IMAGE_PIPELINE_RATIO}× the bare resize`,
    verdict: imageRatio <= IMAGE_PIPELINE_RATIO ? 'within' : 'OVER',
  },
  { figure: 'Image pipeline: peak memory of its process (resident)', value: `${image.peakRssMb.toFixed(0)} MB`, budget: '—', verdict: 'info' },
);

// In its own process: the PWA's outbox runs there on an in-memory IndexedDB, against its own server.
const outboxRun = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'bench/outbox-replay.ts')], { cwd: root, encoding: 'utf8' });
if (outboxRun.status !== 0) throw new Error(`outbox replay benchmark failed: ${outboxRun.stderr}`);
const outbox = JSON.parse(outboxRun.stdout.trim().split('\n').at(-1) ?? '{}') as { operations: number; replayMs: number; directMs: number; concurrency: number };
rows.push({
  figure: `${outbox.operations.toLocaleString('en-IN')} queued operations replayed and acknowledged on loopback`,
  value: `${(outbox.replayMs / 1000).toFixed(2)} s (baseline: the same requests sent directly, ${outbox.concurrency} at a time: ${(outbox.directMs / 1000).toFixed(2)} s)`,
  budget: `≤ ${OUTBOX_REPLAY_MS / 1000} s`,
  verdict: outbox.replayMs <= OUTBOX_REPLAY_MS ? 'within' : 'OVER',
});

const table = [
  '| figure | measured | budget | verdict |',
  '|---|---|---|---|',
  ...rows.map((row) => `| ${row.figure} | ${row.value} | ${row.budget} | ${row.verdict} |`),
].join('\n');
console.log(`\nKiraya benchmarks (${new Date().toISOString()}, ${process.version}, embedded PGlite)\n\n${table}\n`);
writeFileSync(
  path.join(root, 'bench/reports/latest.md'),
  `# Latest benchmark run\n\n${new Date().toISOString()} on Node ${process.version}, embedded PGlite, loopback.\n\n${table}\n`,
);
if (rows.some((row) => row.verdict === 'OVER')) process.exitCode = 1;
