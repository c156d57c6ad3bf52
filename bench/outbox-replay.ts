/**
 * The outbox's replay (budget: 1,000 queued listing writes replayed within 1.25× the time of the same
 * requests sent directly, in the same run): the PWA's own outbox code, on an in-memory IndexedDB, against
 * a real Kiraya server in its own process. Run as its own process (`npx tsx bench/outbox-replay.ts`) so
 * the in-memory IndexedDB stays in it; the last line of its output is the result as JSON.
 */
import 'fake-indexeddb/auto';
import type { Category } from '../shared/src/api.ts';
import { db, SESSION_KEY } from '../pwa/src/db/app-db.ts';
import { enqueue, type NewOperation } from '../pwa/src/sync/enqueue.ts';
import { executors } from '../pwa/src/app/outbox-kinds.ts';
import { DEFAULT_CONCURRENCY, flushOutbox } from '../pwa/src/sync/flush-outbox.ts';
import type { ListingDraft } from '../pwa/src/features/listings/listing-kinds.ts';
import { createOutboxClient } from '../pwa/src/sync/outbox-client.ts';
import { signUp } from '../pwa/src/test/loopback-server.ts';
import { startKiraya } from './processes.ts';

// Text only: photos would time the image pipeline, which has its own figure.
const LISTINGS = 500;
const EDITED = 300;
const DELETED = 200;

/** The requests of `queued`, sent directly, `concurrency` at a time; creations before the rest. */
async function sendDirectly(url: string, cookie: string, queued: readonly NewOperation[], concurrency: number): Promise<number> {
  const request = (operation: NewOperation): Promise<Response> => {
    const headers = { 'Content-Type': 'application/json', Cookie: cookie, 'Idempotency-Key': crypto.randomUUID() };
    if (operation.kind === 'listing.delete') return fetch(`${url}/api/items/${operation.payload.itemId}`, { method: 'DELETE', headers });
    if (operation.kind !== 'listing.create' && operation.kind !== 'listing.update') throw new Error('the bench queues listing writes only');
    const { itemId, listing } = operation.payload;
    const body = JSON.stringify({ ...(operation.kind === 'listing.create' ? { id: itemId } : {}), ...listing, imageUrls: [], videoUrl: null });
    return fetch(operation.kind === 'listing.create' ? `${url}/api/items` : `${url}/api/items/${itemId}`, { method: operation.kind === 'listing.create' ? 'POST' : 'PUT', headers, body });
  };
  const inWorkers = async (batch: readonly NewOperation[]) => {
    let next = 0;
    const worker = async () => {
      for (let operation = batch[next++]; operation; operation = batch[next++]) {
        const response = await request(operation);
        if (!response.ok) throw new Error(`${operation.kind}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  };
  const started = performance.now();
  await inWorkers(queued.filter((operation) => operation.kind === 'listing.create'));
  await inWorkers(queued.filter((operation) => operation.kind !== 'listing.create'));
  return performance.now() - started;
}

function operations(accountId: string, categoryId: string): NewOperation[] {
  const ids = Array.from({ length: LISTINGS }, () => crypto.randomUUID());
  const draft = (itemId: string, index: number, edit: number): ListingDraft => ({
    itemId,
    listing: {
      title: `Bench listing ${index}${edit ? `, edit ${edit}` : ''}`,
      description: 'Queued while offline, replayed on loopback.',
      categoryId,
      isNegotiable: false,
      price: String(100 + index),
      priceUnit: 'day',
      location: 'Pune, Maharashtra',
      contactPhone: null,
    },
    photos: [],
    video: null,
  });
  const entity = (itemId: string) => `listing:${itemId}`;
  return [
    ...ids.map((itemId, index): NewOperation => ({ kind: 'listing.create', accountId, entity: entity(itemId), payload: draft(itemId, index, 0) })),
    ...ids.slice(0, EDITED).map((itemId, index): NewOperation => ({ kind: 'listing.update', accountId, entity: entity(itemId), payload: draft(itemId, index, 1) })),
    ...ids.slice(LISTINGS - DELETED).map((itemId): NewOperation => ({ kind: 'listing.delete', accountId, entity: entity(itemId), payload: { itemId } })),
  ];
}

export interface OutboxReplay {
  operations: number;
  replayMs: number;
  /** The direct sends before and after the replay. */
  directMs: [number, number];
  concurrency: number;
  passes: number;
}

const server = await startKiraya({ DEMO_DATA: 'false' });
try {
  const { user, cookie } = await signUp(server, 'Bench Owner');
  const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as Category[];
  await db.session.put({ key: SESSION_KEY, user, fetchedAt: Date.now() });
  const categoryId = categories[0]?.id ?? '';
  const direct = () => sendDirectly(server.url, cookie, operations(user.id, categoryId), DEFAULT_CONCURRENCY);
  // A fresh server process compiles its code paths on the first requests: warm it up first, so
  // neither the replay nor the baseline pays for that.
  await sendDirectly(server.url, cookie, operations(user.id, categoryId).slice(0, 300), DEFAULT_CONCURRENCY);
  const queued = operations(user.id, categoryId);
  await db.transaction('rw', db.outbox, async (tx) => {
    for (const operation of queued) await enqueue(tx, operation);
  });
  const http = createOutboxClient((path, init) => {
    const headers = new Headers(init.headers);
    headers.set('Cookie', cookie);
    return fetch(server.url + path, { ...init, headers });
  });
  const deps = { executors, http, now: Date.now, random: Math.random, accountId: async () => user.id, concurrency: DEFAULT_CONCURRENCY };

  // The baseline (fresh requests, as many at a time as the outbox sends) is the server's share, which
  // the outbox cannot go below. Sent before the replay and after, and the replay compared with their
  // mean, so a machine that gets busier or quieter during the run (or a table that grows) weighs on both.
  const directBefore = await direct();
  // Timed from the first flush to the last operation acknowledged and removed.
  const started = performance.now();
  let passes = 0;
  while ((await db.outbox.count()) > 0) {
    passes += 1;
    const outcome = await flushOutbox(deps);
    if (outcome.refused > 0 || passes > 3) throw new Error(`the replay did not go through: ${JSON.stringify(outcome)}`);
  }
  const replayMs = performance.now() - started;
  const directAfter = await direct();
  const result: OutboxReplay = { operations: queued.length, replayMs, directMs: [directBefore, directAfter], concurrency: DEFAULT_CONCURRENCY, passes };
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await server.stop();
}
