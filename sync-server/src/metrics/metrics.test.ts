import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/test-databases.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { METRICS_PATH } from './metrics.ts';

const token = randomBytes(32).toString('base64url');
const bearer = { Authorization: `Bearer ${token}` };

/** The value of one sample line of the text format (`name{labels} value`), or undefined. */
function sample(text: string, line: RegExp): number | undefined {
  const found = text.split('\n').find((candidate) => line.test(candidate));
  return found === undefined ? undefined : Number(found.slice(found.lastIndexOf(' ') + 1));
}

describe.each(testDatabaseKinds)('GET /metrics on %s', (kind) => {
  let server: TestServer;
  let without: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { metricsToken: token });
    without = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
    await without.close();
  });

  it('answers only the bearer of METRICS_TOKEN, and nothing at all without one set', async () => {
    const client = server.client();
    const anonymous = await client.get(METRICS_PATH);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(anonymous.text).not.toContain('kiraya_');
    expect((await client.get(METRICS_PATH, { Authorization: `Bearer ${token.slice(1)}x` })).status).toBe(401);
    const answer = await client.get(METRICS_PATH, bearer);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // Not kept at all without a token: the path is the app's like any other.
    expect((await without.client().get(METRICS_PATH, bearer)).text).not.toContain('kiraya_http_requests_total');
  });

  it('counts requests by route pattern and status, never by the path asked for', async () => {
    const client = server.client();
    const missing = randomUUID();
    expect((await client.get(`/api/items/${missing}`)).status).toBe(404);
    expect((await client.get('/api/categories')).status).toBe(200);
    const text = (await client.get(METRICS_PATH, bearer)).text;
    expect(sample(text, /^kiraya_http_requests_total\{method="GET",route="\/api\/items\/:id",status="404"\} /)).toBeGreaterThanOrEqual(1);
    expect(sample(text, /^kiraya_http_requests_total\{method="GET",route="\/api\/categories",status="200"\} /)).toBeGreaterThanOrEqual(1);
    expect(sample(text, /^kiraya_http_request_duration_seconds_count\{method="GET",route="\/api\/categories",status="200"\} /)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(missing);
    // The process: memory and event-loop delay; the database pool.
    expect(sample(text, /^process_resident_memory_bytes /)).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^kiraya_db_pool_connections\{state="used"\} /m);
  });

  it('shows the job queue: waiting, failed, and how long the oldest due job has waited', async () => {
    const knex = server.db.knex;
    const payload = JSON.stringify({ userId: 'u', subscriptionId: 's', alert: {} });
    const ids = await knex('jobs')
      .insert([
        { kind: 'push.send', payload, run_at: new Date(Date.now() - 90_000) },
        { kind: 'push.send', payload, attempts: 10, last_error: 'failed (503)', failed_at: new Date() },
      ])
      .returning('id');
    try {
      const text = (await server.client().get(METRICS_PATH, bearer)).text;
      expect(sample(text, /^kiraya_jobs\{state="waiting"\} /)).toBe(1);
      expect(sample(text, /^kiraya_jobs\{state="failed"\} /)).toBe(1);
      expect(sample(text, /^kiraya_jobs_oldest_due_age_seconds /)).toBeGreaterThanOrEqual(89);
    } finally {
      await knex('jobs').whereIn('id', ids.map((row: { id: string | number }) => row.id)).delete();
    }
    expect(sample((await server.client().get(METRICS_PATH, bearer)).text, /^kiraya_jobs_oldest_due_age_seconds /)).toBe(0);
  });
});
