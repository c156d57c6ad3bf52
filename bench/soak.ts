/**
 * The soak: mixed traffic (browsing, searching, messaging, booking) at a steady rate against the real
 * server on a throwaway PostgreSQL database with the demo listings, reporting each call's p50/p99 and
 * the server's memory. Calls start on a fixed schedule whether or not earlier ones have answered (an
 * open loop), so a slow server cannot slow the traffic down and so hide its own slowness.
 */
import type { Booking, Category, Conversation, Item, Message } from '../shared/src/api.ts';
import { signUp, type Account } from '../pwa/src/test/loopback-server.ts';
import { withThrowawayDatabase } from './postgres.ts';
import { startKiraya, type StartedKiraya } from './processes.ts';

export interface SoakOptions {
  /** Measured time, after the warm-up. */
  seconds: number;
  warmupSeconds: number;
  /** Calls started per second. */
  rate: number;
  /** Told as the soak goes (one line a minute or so). */
  progress?: (line: string) => void;
}

export interface CallFigures {
  call: string;
  count: number;
  /** Answers other than the call's expected status. */
  failures: number;
  p50: number;
  p99: number;
}

export interface MemoryFigures {
  rssMb: number;
  heapUsedMb: number;
}

export interface SoakResult {
  seconds: number;
  rate: number;
  calls: CallFigures[];
  /** Calls not started because too many were still waiting (the server could not keep up). */
  skipped: number;
  /** After the warm-up and at the end, each after a full garbage collection. */
  start: MemoryFigures;
  end: MemoryFigures;
  /** Sampled without a collection along the way: [minutes since the start, heap used MB, RSS MB]. */
  samples: Array<[number, number, number]>;
}

/** The soak's people: enough that no account reaches the server's per-account write limits at its rate. */
export interface Population {
  owners: number;
  renters: number;
}
const SOAK_PEOPLE: Population = { owners: 8, renters: 60 };
const LISTINGS_PER_OWNER = 5;
/**
 * Listings each renter writes about and asks to book: a few, as people do, which keeps every account
 * within the server's message and booking limits (30 new conversations a day) for the whole soak.
 */
const INTERESTS = 6;
/** Calls waiting at once beyond which the traffic is not started (and counted as skipped). */
const MAX_WAITING = 256;
const SAMPLE_EVERY_MS = 30_000;
const MB = 1024 * 1024;

const searchWords = ['camera', 'camra', 'scooter', 'bike', 'royal enfield', 'laptop', 'tent', 'lehenga', 'drill', 'projector', 'guitar', 'sofa', 'generator', 'pune', 'mumbai', 'delhi', 'bengaluru', 'wedding', 'car', 'drone'];

const pick = <T>(values: readonly T[]): T => {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error('nothing to pick from');
  return value;
};
const isoDay = (daysFromToday: number): string => new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

interface Renter extends Account {
  interests: Item[];
}

export interface World {
  url: string;
  categories: Category[];
  /** Every listing (the demo's and the bench owners'). */
  items: Item[];
  owners: Account[];
  renters: Renter[];
  /** Per listing, the next free day for a booking (days from today), so requests never clash. */
  nextFreeDay: Map<string, number>;
  /** Booking requests waiting for their owner. */
  pending: Booking[];
  /** Conversations the owners have, learnt from their inbox. */
  conversations: Conversation[];
}

export class Recorder {
  readonly times = new Map<string, number[]>();
  readonly failures = new Map<string, number>();
  recording = false;

  record(call: string, ms: number, ok: boolean): void {
    if (!this.recording) return;
    const times = this.times.get(call) ?? [];
    times.push(ms);
    this.times.set(call, times);
    if (!ok) this.failures.set(call, (this.failures.get(call) ?? 0) + 1);
  }

  /** Every call together: how many, how many failed, and their p99. */
  overall(): { count: number; failures: number; p99: number } {
    const sorted = [...this.times.values()].flat().sort((a, b) => a - b);
    const failures = [...this.failures.values()].reduce((sum, count) => sum + count, 0);
    return { count: sorted.length, failures, p99: sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? Number.NaN };
  }

  figures(): CallFigures[] {
    const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
    return [...this.times]
      .map(([call, times]) => {
        const sorted = [...times].sort((a, b) => a - b);
        return { call, count: sorted.length, failures: this.failures.get(call) ?? 0, p50: at(sorted, 50), p99: at(sorted, 99) };
      })
      .sort((a, b) => a.call.localeCompare(b.call));
  }
}

/** One timed call; resolves with the parsed answer (undefined when it failed or had no body). */
async function call<T>(world: World, recorder: Recorder, name: string, path: string, init: { method?: string; account?: Account; json?: unknown; expect?: number } = {}): Promise<T | undefined> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.account) headers.Cookie = init.account.cookie;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers['Idempotency-Key'] = crypto.randomUUID();
  } else if (init.method && init.method !== 'GET') {
    headers['Idempotency-Key'] = crypto.randomUUID();
  }
  const started = performance.now();
  try {
    const response = await fetch(world.url + path, { method: init.method ?? 'GET', headers, body: init.json === undefined ? null : JSON.stringify(init.json) });
    // Timed from the call's start to its last byte.
    const body = await response.text();
    const ok = response.status === (init.expect ?? 200);
    recorder.record(name, performance.now() - started, ok);
    return ok && body ? (JSON.parse(body) as T) : undefined;
  } catch {
    recorder.record(name, performance.now() - started, false);
    return undefined;
  }
}

type Action = (world: World, recorder: Recorder) => Promise<unknown>;

const browse: Array<[number, Action]> = [
  [8, (w, r) => call(w, r, 'GET /api/items (home: recent)', '/api/items?limit=20')],
  [4, (w, r) => call(w, r, 'GET /api/items (home: featured, popular)', `/api/items?limit=8&filter=${pick(['featured', 'popular'])}`)],
  [12, (w, r) => call(w, r, 'GET /api/items/{id}', `/api/items/${pick(w.items).id}`)],
  [5, (w, r) => call(w, r, 'GET /api/items/{id}/similar', `/api/items/${pick(w.items).id}/similar`)],
  [7, (w, r) => call(w, r, 'GET /api/items/category/{slug}', `/api/items/category/${pick(w.categories).slug}?limit=20`)],
  [3, (w, r) => call(w, r, 'GET /api/categories', '/api/categories')],
  [2, (w, r) => call(w, r, 'GET /api/stats', '/api/stats')],
];

const search: Array<[number, Action]> = [
  [20, (w, r) => call(w, r, 'GET /api/items?q= (search)', `/api/items?q=${encodeURIComponent(pick(searchWords))}&limit=20`)],
  [5, (w, r) => call(w, r, 'GET /api/items?q=&location= (search in a city)', `/api/items?q=${encodeURIComponent(pick(searchWords))}&location=${encodeURIComponent(pick(['Pune', 'Mumbai', 'Delhi', 'Bengaluru']))}&limit=20`)],
];

const messaging: Array<[number, Action]> = [
  [
    4,
    (w, r) => {
      const renter = pick(w.renters);
      const item = pick(renter.interests);
      const json = { id: crypto.randomUUID(), itemId: item.id, name: renter.user.fullName, email: renter.user.email, phone: null, message: `Is the ${item.title} free next weekend?` };
      return call<Message>(w, r, 'POST /api/messages (renter writes)', '/api/messages', { method: 'POST', account: renter, json, expect: 201 });
    },
  ],
  [
    3,
    async (w, r) => {
      const conversation = w.conversations.length ? pick(w.conversations) : undefined;
      const owner = conversation && w.owners.find((account) => account.user.id === conversation.ownerId);
      if (!conversation || !owner) return;
      const json = { id: crypto.randomUUID(), message: 'Yes, it is available. Pick up after 10 am.' };
      await call<Message>(w, r, 'POST /api/conversations/{id}/messages (owner answers)', `/api/conversations/${conversation.id}/messages`, { method: 'POST', account: owner, json, expect: 201 });
    },
  ],
  [
    4,
    async (w, r) => {
      const owner = pick(w.owners);
      const conversations = await call<Conversation[]>(w, r, 'GET /api/conversations', '/api/conversations', { account: owner });
      if (conversations?.length) {
        // What the owners answer next: the newest of each inbox read.
        w.conversations = [...conversations.slice(0, 20), ...w.conversations.filter((known) => known.ownerId !== owner.user.id)].slice(0, 400);
      }
    },
  ],
  [
    2,
    async (w, r) => {
      const conversation = w.conversations.length ? pick(w.conversations) : undefined;
      const owner = conversation && w.owners.find((account) => account.user.id === conversation.ownerId);
      if (!conversation || !owner) return;
      await call(w, r, 'GET /api/conversations/{id}/messages', `/api/conversations/${conversation.id}/messages`, { account: owner });
    },
  ],
  [2, (w, r) => call(w, r, 'GET /api/inbox/changes', '/api/inbox/changes', { account: pick(w.renters) })],
];

const booking: Array<[number, Action]> = [
  [
    3,
    async (w, r) => {
      const renter = pick(w.renters);
      const item = pick(renter.interests);
      const start = w.nextFreeDay.get(item.id) ?? 7;
      w.nextFreeDay.set(item.id, start + 2);
      const json = { id: crypto.randomUUID(), itemId: item.id, startDate: isoDay(start), endDate: isoDay(start + 2), message: 'For a family function.' };
      const made = await call<Booking>(w, r, 'POST /api/bookings (renter asks)', '/api/bookings', { method: 'POST', account: renter, json, expect: 201 });
      if (made) w.pending.push(made);
    },
  ],
  [
    2,
    async (w, r) => {
      const request = w.pending.shift();
      const owner = request && w.owners.find((account) => account.user.id === request.ownerId);
      if (!request || !owner) return;
      await call(w, r, 'POST /api/bookings/{id}/accept (owner)', `/api/bookings/${request.id}/accept`, { method: 'POST', account: owner });
    },
  ],
  [3, (w, r) => call(w, r, 'GET /api/bookings', `/api/bookings?role=${pick(['renter', 'owner'])}`, { account: pick([...w.renters, ...w.owners]) })],
  [2, (w, r) => call(w, r, 'GET /api/items/{id}/availability', `/api/items/${pick(w.items).id}/availability?from=${isoDay(0)}&to=${isoDay(90)}`)],
];

const mix = [...browse, ...search, ...messaging, ...booking];
const totalWeight = mix.reduce((sum, [weight]) => sum + weight, 0);
function nextAction(): Action {
  let roll = Math.random() * totalWeight;
  for (const [weight, action] of mix) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return mix[0]?.[1] ?? (async () => undefined);
}

/** Owners with listings (only the bench's owners' listings take bookings and messages), and renters. */
export async function populate(url: string, people: Population = SOAK_PEOPLE): Promise<World> {
  const categories = (await (await fetch(`${url}/api/categories`)).json()) as Category[];
  const owners = await Promise.all(Array.from({ length: people.owners }, (_, index) => signUp({ url }, `Bench Owner ${index + 1}`)));
  const ownItems: Item[] = [];
  for (const [index, owner] of owners.entries()) {
    for (let listing = 0; listing < LISTINGS_PER_OWNER; listing++) {
      const category = categories[(index * LISTINGS_PER_OWNER + listing) % categories.length];
      const response = await fetch(`${url}/api/items`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: owner.cookie, 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({
          title: `${pick(['Canon', 'Honda', 'Dell', 'Bajaj', 'Godrej'])} ${pick(['camera', 'scooter', 'laptop', 'tent', 'generator'])} ${index}-${listing}`,
          description: 'A bench listing for the soak: well kept, pick up in the city.',
          categoryId: category?.id,
          // Negotiable listings have no price (the listing schema).
          isNegotiable: listing === 0,
          price: listing === 0 ? null : String(200 + listing * 50),
          priceUnit: listing === 0 ? null : 'day',
          location: pick(['Pune, Maharashtra', 'Mumbai, Maharashtra', 'Delhi, Delhi', 'Bengaluru, Karnataka']),
          contactPhone: null,
          imageUrls: [],
          videoUrl: null,
        }),
      });
      if (response.status !== 201) throw new Error(`creating a soak listing answered ${response.status}: ${await response.text()}`);
      ownItems.push((await response.json()) as Item);
    }
  }
  const renters: Renter[] = [];
  for (let index = 0; index < people.renters; index++) {
    const account = await signUp({ url }, `Bench Renter ${index + 1}`);
    renters.push({ ...account, interests: Array.from({ length: INTERESTS }, (_, n) => ownItems[(index * 7 + n * 11) % ownItems.length]).filter((item): item is Item => item !== undefined) });
  }
  const demo = (await (await fetch(`${url}/api/items?limit=50`)).json()) as Item[];
  return { url, categories, items: [...demo, ...ownItems], owners, renters, nextFreeDay: new Map(), pending: [], conversations: [] };
}

const inMb = (memory: NodeJS.MemoryUsage): MemoryFigures => ({ rssMb: memory.rss / MB, heapUsedMb: memory.heapUsed / MB });

/** Runs the traffic for `ms`, calling `tick` about every SAMPLE_EVERY_MS; answers how many calls were not started. */
export async function traffic(world: World, recorder: Recorder, rate: number, ms: number, tick: () => Promise<void>): Promise<number> {
  const interval = 1000 / rate;
  const started = performance.now();
  let due = started;
  let nextTick = started + SAMPLE_EVERY_MS;
  let waiting = 0;
  let skipped = 0;
  const inFlight = new Set<Promise<unknown>>();
  while (due < started + ms) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (waiting < MAX_WAITING) {
      waiting += 1;
      const running: Promise<unknown> = nextAction()(world, recorder).finally(() => {
        waiting -= 1;
        inFlight.delete(running);
      });
      inFlight.add(running);
    } else {
      skipped += 1;
    }
    due += interval;
    if (performance.now() >= nextTick) {
      nextTick += SAMPLE_EVERY_MS;
      void tick();
    }
  }
  await Promise.all(inFlight);
  return skipped;
}

async function soakOn(server: StartedKiraya, options: SoakOptions): Promise<SoakResult> {
  const say = options.progress ?? (() => {});
  const world = await populate(server.url);
  const recorder = new Recorder();
  say(`soak: ${world.owners.length} owners, ${world.renters.length} renters, ${world.items.length} listings; warming up for ${options.warmupSeconds} s`);
  await traffic(world, recorder, options.rate, options.warmupSeconds * 1000, async () => {});
  // The server runs in its own process (bench/kiraya-server.ts): read after a full garbage collection,
  // its figures are live memory rather than garbage not yet collected. Samples between skip the
  // collection, to show the trend.
  const start = inMb(await server.memory());
  const begun = performance.now();
  const samples: Array<[number, number, number]> = [];
  say(`soak: ${options.rate} calls a second for ${options.seconds} s; server after GC: heap ${start.heapUsedMb.toFixed(1)} MB, RSS ${start.rssMb.toFixed(1)} MB`);
  recorder.recording = true;
  const skipped = await traffic(world, recorder, options.rate, options.seconds * 1000, async () => {
    const memory = await server.memory(false);
    const minutes = (performance.now() - begun) / 60_000;
    samples.push([minutes, memory.heapUsed / MB, memory.rss / MB]);
    if (samples.length % 2 === 0) say(`soak: ${minutes.toFixed(1)} min, heap ${(memory.heapUsed / MB).toFixed(1)} MB, RSS ${(memory.rss / MB).toFixed(1)} MB (before GC)`);
  });
  recorder.recording = false;
  const end = inMb(await server.memory());
  return { seconds: options.seconds, rate: options.rate, calls: recorder.figures(), skipped, start, end, samples };
}

/** undefined when no PostgreSQL answers. */
export function runSoak(options: SoakOptions): Promise<SoakResult | undefined> {
  return withThrowawayDatabase(async (databaseUrl) => {
    // A server as deployed: the demo listings, the job worker (push alerts of messages and bookings)
    // and the sweeps all running, logging warnings only.
    // Every bench account signs up from loopback: no sign-up limit per address.
    const server = await startKiraya({ DATABASE_URL: databaseUrl, NODE_ENV: 'development', DEMO_DATA: 'true', JOB_WORKER: 'true', SIGN_UPS_PER_ADDRESS: '0' });
    try {
      return await soakOn(server, options);
    } finally {
      await server.stop();
    }
  });
}
