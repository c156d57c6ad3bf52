/**
 * Capacity: the soak's mix of calls at rising rates, each held for a step, until the p99 of all calls
 * passes CAPACITY_P99_MS or a call fails or cannot be started; the highest rate that held is the
 * setup's steady capacity. Three setups: one process on PGlite, one on PostgreSQL, and two on one
 * PostgreSQL database behind a round-robin proxy the bench starts. The load, the servers and
 * PostgreSQL share this machine's cores, so the figures compare setups on one host rather than
 * promise a server's throughput.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { withThrowawayDatabase } from './postgres.ts';
import { startKiraya, type Started } from './processes.ts';
import { populate, Recorder, traffic, type Population } from './soak.ts';

export const CAPACITY_P99_MS = 100;

export interface CapacityOptions {
  /** The first rate tried (calls a second); each step multiplies it by `growth`. */
  startRate: number;
  growth: number;
  /** How long each rate is held and measured, after `warmupSeconds` at it. */
  stepSeconds: number;
  warmupSeconds: number;
  progress?: (line: string) => void;
}

export interface CapacityStep {
  rate: number;
  calls: number;
  failures: number;
  skipped: number;
  p99: number;
}

export interface CapacityResult {
  setup: string;
  /** The highest rate that held; 0 when even the first did not. */
  steadyRate: number;
  /** Every rate tried, the last being the one that did not hold (unless the ramp reached its end). */
  steps: CapacityStep[];
}

/** Rates beyond this are not tried: the load generator shares the machine too. */
const MAX_RATE = 2000;
/**
 * Enough people that no account reaches the server's per-account write limits (20 messages a minute)
 * at the rates tried: an owner answers about 3 calls in 110, a renter writes about 4 in 110.
 */
const CAPACITY_PEOPLE: Population = { owners: 48, renters: 80 };

const holds = (step: CapacityStep) => step.failures === 0 && step.skipped === 0 && step.p99 <= CAPACITY_P99_MS;

/** Ramps the rate on the server at `url` until a step does not hold. */
async function ramp(setup: string, url: string, options: CapacityOptions): Promise<CapacityResult> {
  const say = options.progress ?? (() => {});
  const world = await populate(url, CAPACITY_PEOPLE);
  const steps: CapacityStep[] = [];
  for (let rate = options.startRate; rate <= MAX_RATE; rate = Math.round(rate * options.growth)) {
    await traffic(world, new Recorder(), rate, options.warmupSeconds * 1000, async () => {});
    const recorder = new Recorder();
    recorder.recording = true;
    const skipped = await traffic(world, recorder, rate, options.stepSeconds * 1000, async () => {});
    const { count, failures, p99 } = recorder.overall();
    const step = { rate, calls: count, failures, skipped, p99 };
    steps.push(step);
    say(`capacity, ${setup}: ${rate} calls/s → p99 ${p99.toFixed(1)} ms, ${failures} failed, ${skipped} not started`);
    if (!holds(step)) break;
  }
  return { setup, steadyRate: steps.filter(holds).at(-1)?.rate ?? 0, steps };
}

/**
 * A round-robin HTTP proxy in front of `backends`, as a load balancer would be: each request goes to
 * the next backend in turn, over kept-alive connections.
 */
async function roundRobinProxy(backends: string[]): Promise<Started> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', backends[next++ % backends.length]);
    const forwarded = http.request(target, { method: request.method, headers: request.headers, agent }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.once('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

/** Settings every process of one install shares (sessions made through one are honoured by the other). */
function sharedSecrets(): NodeJS.ProcessEnv {
  const vapid = webpush.generateVAPIDKeys();
  return {
    SESSION_SECRET: randomBytes(36).toString('base64'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    DOCUMENT_KEY: randomBytes(32).toString('base64'),
  };
}

/**
 * A server as deployed: demo listings, the job worker and the sweeps, logging warnings only; every
 * bench account signs up from loopback, so no sign-up limit per address.
 */
const deployed = { NODE_ENV: 'development', DEMO_DATA: 'true', JOB_WORKER: 'true', SIGN_UPS_PER_ADDRESS: '0' };

async function onPglite(options: CapacityOptions): Promise<CapacityResult> {
  const server = await startKiraya({ ...deployed, DATABASE_URL: '' });
  try {
    return await ramp('one process, PGlite', server.url, options);
  } finally {
    await server.stop();
  }
}

/** `processes` servers on one throwaway PostgreSQL database (behind the proxy when more than one). */
function onPostgres(processes: number, options: CapacityOptions): Promise<CapacityResult | undefined> {
  return withThrowawayDatabase(async (databaseUrl) => {
    const env = { ...deployed, ...sharedSecrets(), DATABASE_URL: databaseUrl };
    // One after the other: the first migrates and loads the demo listings, the others find them done.
    const servers = [];
    for (let index = 0; index < processes; index++) servers.push(await startKiraya(env));
    const proxy = processes > 1 ? await roundRobinProxy(servers.map((server) => server.url)) : undefined;
    const setup = processes > 1 ? `${processes} processes, PostgreSQL, round-robin proxy` : 'one process, PostgreSQL';
    try {
      return await ramp(setup, proxy?.url ?? servers[0]?.url ?? '', options);
    } finally {
      await proxy?.stop();
      await Promise.all(servers.map((server) => server.stop()));
    }
  });
}

/** The three setups in turn; a PostgreSQL setup is left out when no PostgreSQL answers. */
export async function runCapacity(options: CapacityOptions): Promise<CapacityResult[]> {
  const results = [await onPglite(options)];
  for (const processes of [1, 2]) {
    const result = await onPostgres(processes, options);
    if (result) results.push(result);
  }
  return results;
}
