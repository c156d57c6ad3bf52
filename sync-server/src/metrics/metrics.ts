/**
 * The server's figures for Prometheus (`GET /metrics`, text format, from prom-client): requests by
 * route pattern and status with their latency, the job queue (waiting, failed, age of the oldest job
 * due), the database pool, and the process (memory, event-loop delay, garbage collection). Only with
 * METRICS_TOKEN set, and only to a caller that presents it as a bearer token: the figures are the
 * operator's, never the public's. A route is named by its pattern, never by the path asked for, so
 * no listing id or token becomes a label (and the label set stays small).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext, AppMiddleware } from '../types.ts';

export const METRICS_PATH = '/metrics';

/** Seconds: from a cached list page (a millisecond) to an upload's image pipeline (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The pool of knex's client, as tarn exposes it (PGlite's and pg's alike). */
interface PoolCounts {
  numUsed: () => number;
  numFree: () => number;
  numPendingAcquires: () => number;
}

/** What a request is counted under: its route's pattern, or the kind of thing it asked for. */
function routeOf(ctx: AppContext): string {
  const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
  if (typeof matched === 'string' && matched.startsWith('/api/')) return matched;
  if (ctx.path.startsWith('/api/')) return ctx.status === 404 ? 'api (no such route)' : ctx.path === '/api/items' ? '/api/items' : 'api (other)';
  if (ctx.path.startsWith('/media/')) return 'media';
  return 'app';
}

/**
 * A figure read from the database, or null when the database does not answer: the scrape still gives
 * the process's figures (most wanted in an outage), and the queue's stay at their last values.
 */
async function orNothing<T>(query: Promise<T>): Promise<T | null> {
  try {
    return await query;
  } catch {
    return null;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsMiddleware(db: Knex, token: string): AppMiddleware {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'kiraya_http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames, registers: [registry] });
  const latency = new Histogram({ name: 'kiraya_http_request_duration_seconds', help: 'Time to answer an HTTP request', labelNames, buckets: LATENCY_BUCKETS, registers: [registry] });

  new Gauge({
    name: 'kiraya_jobs',
    help: 'Jobs in the queue: waiting (due or scheduled) and failed (given up, kept for npm run admin -- jobs)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const rows = await orNothing(db('jobs').select(db.raw('failed_at is not null as failed')).count({ count: '*' }).groupByRaw('1') as Promise<Array<{ failed: boolean; count: string | number }>>);
      if (!rows) return;
      const count = (failed: boolean) => Number(rows.find((row) => Boolean(row.failed) === failed)?.count ?? 0);
      this.set({ state: 'waiting' }, count(false));
      this.set({ state: 'failed' }, count(true));
    },
  });
  new Gauge({
    name: 'kiraya_jobs_oldest_due_age_seconds',
    help: 'How long the oldest job that is due has waited (0: none due): grows when no worker keeps up',
    registers: [registry],
    async collect() {
      const row = await orNothing(
        db('jobs').whereNull('failed_at').where('run_at', '<=', db.fn.now()).first(db.raw('extract(epoch from now() - min(run_at)) as age')) as Promise<{ age: string | number | null } | undefined>,
      );
      if (row !== null) this.set(Number(row?.age ?? 0));
    },
  });
  new Gauge({
    name: 'kiraya_db_pool_connections',
    help: 'Database connections of this process: used, free, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = (db.client as { pool?: PoolCounts }).pool;
      if (!pool) return;
      this.set({ state: 'used' }, pool.numUsed());
      this.set({ state: 'free' }, pool.numFree());
      this.set({ state: 'waiting' }, pool.numPendingAcquires());
    },
  });

  return async (ctx, next) => {
    if (ctx.path === METRICS_PATH) {
      const given = /^Bearer (.+)$/.exec(ctx.get('Authorization'))?.[1] ?? '';
      ctx.set('Cache-Control', 'no-store');
      if (!sameToken(given, token)) {
        ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
        ctx.status = 401;
        ctx.body = 'The metrics need the METRICS_TOKEN as a bearer token.\n';
        return;
      }
      ctx.type = registry.contentType;
      ctx.body = await registry.metrics();
      return;
    }
    const stop = latency.startTimer();
    try {
      await next();
    } finally {
      const labels = { method: ctx.method, route: routeOf(ctx), status: String(ctx.status) };
      stop(labels);
      requests.inc(labels);
    }
  };
}
