/**
 * The outbox against the real server: random listing writes queued while flush passes run over a patchy
 * network (faulty-network.ts) and the server restarts mid-way. Once the network heals and the outbox
 * drains, the server holds exactly what applying each write once, in order, gives; a refused write waits
 * with its message and holds back only its own listing's later writes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@shared/api.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { enqueue, type NewOperation } from './enqueue.ts';
import { executors } from '@pwa/app/outbox-kinds.ts';
import { flushOutbox, type FlushDeps } from './flush-outbox.ts';
import type { ListingDraft } from '@pwa/features/listings/listing-kinds.ts';
import { createOutboxClient } from './outbox-client.ts';
import { faultyNetwork, type Fault } from '@pwa/test/faulty-network.ts';
import { signUp, startLoopbackServer, type Account, type LoopbackServer } from '@pwa/test/loopback-server.ts';
import { photoBlob, videoBlob } from '@pwa/test/media-samples.ts';

// OUTBOX_PROPERTY_RUNS=2000 runs a longer soak; CI runs the default, tuned to stay under a minute.
const RUNS = Number(process.env.OUTBOX_PROPERTY_RUNS ?? 40);
const HOUR = 60 * 60_000;

/** One listing's writes, in order: created, edited a few times, perhaps deleted. */
interface Write {
  kind: 'create' | 'update' | 'delete';
  listing: number;
  photos: number;
  video: boolean;
  /** A payload the server refuses (400): a price that is not a number. */
  refused: boolean;
}

type Step = 'enqueue' | 'flush' | 'tick' | 'restart';

const rarely = (weight: number) => fc.oneof({ weight, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
const media = {
  photos: fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 }) }),
  video: rarely(5),
};
const save = fc.record({ ...media, refused: rarely(12) });
const listingPlan = fc.record({ create: save, updates: fc.array(save, { maxLength: 4 }), deleted: rarely(2) });

const fault: fc.Arbitrary<Fault> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ type: 'deliver' as const }) },
  { weight: 2, arbitrary: fc.constant({ type: 'lose-request' as const }) },
  { weight: 3, arbitrary: fc.constant({ type: 'lose-answer' as const }) },
  { weight: 2, arbitrary: fc.constant({ type: 'duplicate' as const }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('delay' as const), after: fc.integer({ min: 1, max: 8 }) }) },
  { weight: 1, arbitrary: fc.constant({ type: 'busy' as const }) },
);

const scenario = fc.record({
  listings: fc.array(listingPlan, { minLength: 1, maxLength: 4 }),
  /** How the listings' writes interleave in the queue. */
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
  steps: fc.array(fc.constantFrom<Step>('enqueue', 'enqueue', 'enqueue', 'flush', 'flush', 'tick', 'restart'), { maxLength: 24, size: 'medium' }),
  faults: fc.array(fault, { maxLength: 80, size: 'max' }),
  concurrency: fc.constantFrom(1, 3),
});

type Plan = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function writesOf({ listings, picks }: Plan): Write[] {
  const queues: Write[][] = listings.map((plan, listing) => [
    { kind: 'create', listing, ...plan.create },
    ...plan.updates.map((update) => ({ kind: 'update' as const, listing, ...update })),
    ...(plan.deleted ? [{ kind: 'delete' as const, listing, photos: 0, video: false, refused: false }] : []),
  ]);
  const writes: Write[] = [];
  for (let pick = 0; queues.some((queue) => queue.length); pick++) {
    const open = queues.filter((queue) => queue.length);
    const write = open[(picks[pick % picks.length] ?? 0) % open.length]?.shift();
    if (write) writes.push(write);
  }
  return writes;
}

interface ListingState {
  title: string;
  price: string;
  photos: number;
  video: boolean;
  deleted: boolean;
}

/** Each write applied once, in order; a refused write stops its listing there. */
function expectedOutcome(writes: readonly Write[]) {
  const listings = new Map<number, ListingState>();
  const left: Array<{ listing: number; kind: Write['kind']; status: 'pending' | 'failed' }> = [];
  const stopped = new Set<number>();
  let uploads = 0;
  writes.forEach((write, index) => {
    if (stopped.has(write.listing)) return left.push({ listing: write.listing, kind: write.kind, status: 'pending' });
    // Photos and video go up before the listing is saved, refused or not.
    uploads += write.photos + (write.video ? 1 : 0);
    if (write.refused) {
      stopped.add(write.listing);
      return left.push({ listing: write.listing, kind: write.kind, status: 'failed' });
    }
    const current = listings.get(write.listing);
    if (write.kind === 'delete' && current) listings.set(write.listing, { ...current, deleted: true });
    else listings.set(write.listing, { title: titleOf(write, index), price: priceOf(index), photos: write.photos, video: write.video, deleted: false });
    return undefined;
  });
  return { listings, left, uploads };
}

const titleOf = (write: Write, index: number) => `Listing ${write.listing}, write ${index}`;
const priceOf = (index: number) => `${100 + index}.00`;

interface ServerListing {
  id: string;
  title: string;
  price: string;
  image_urls: string[];
  video_url: string | null;
  deleted_at: unknown;
}

describe('the outbox against the real server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-outbox-'));
  let server: LoopbackServer;
  let categoryId: string;

  beforeAll(async () => {
    server = await startLoopbackServer(dataDir);
    const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as Category[];
    categoryId = categories[0]?.id ?? '';
    // Every upload the server records, kept even when the media is later removed with its listing.
    const sql = (statement: string) => server.db.knex.raw(statement);
    await sql('CREATE TABLE test_media_uploads (id uuid NOT NULL, owner_id uuid NOT NULL, url text NOT NULL)');
    await sql(
      'CREATE FUNCTION test_record_upload() RETURNS trigger AS $$ BEGIN INSERT INTO test_media_uploads VALUES (NEW.id, NEW.owner_id, NEW.url); RETURN NEW; END $$ LANGUAGE plpgsql',
    );
    await sql('CREATE TRIGGER test_record_upload AFTER INSERT ON media_objects FOR EACH ROW EXECUTE FUNCTION test_record_upload()');
  });

  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A new owner per run, signed in on the device, so runs never see each other's listings. */
  async function signUpOwner(): Promise<Account> {
    const account = await signUp(server, 'Asha Verma');
    await Promise.all([db.outbox.clear(), db.items.clear(), db.itemLists.clear()]);
    await db.session.put({ key: SESSION_KEY, user: account.user, fetchedAt: Date.now() });
    return account;
  }

  const draftOf = (write: Write, index: number, itemId: string): ListingDraft => ({
    itemId,
    listing: {
      title: titleOf(write, index),
      description: 'Queued on the phone while offline.',
      categoryId,
      isNegotiable: false,
      price: write.refused ? 'not a price' : priceOf(index),
      priceUnit: 'day',
      location: 'Pune, Maharashtra',
      contactPhone: null,
    },
    photos: Array.from({ length: write.photos }, () => ({ file: photoBlob() })),
    video: write.video ? { file: videoBlob(), contentType: 'video/mp4' } : null,
  });

  it('applies every write exactly once, in order, whatever the network and the server do meanwhile', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (plan) => {
        const { user, cookie } = await signUpOwner();
        const writes = writesOf(plan);
        const itemIds: string[] = plan.listings.map(() => crypto.randomUUID());
        const network = faultyNetwork(server.url, cookie, plan.faults);
        let clock = Date.now();
        const deps: FlushDeps = {
          executors,
          http: createOutboxClient(network.fetch),
          now: () => clock,
          random: () => 0.5,
          accountId: async () => user.id,
          concurrency: plan.concurrency,
        };

        let queued = 0;
        const enqueueNext = async (): Promise<boolean> => {
          const index = queued;
          const write = writes[index];
          if (!write) return false;
          queued += 1;
          const itemId = itemIds[write.listing] ?? '';
          const entity = `listing:${itemId}`;
          const operation: NewOperation =
            write.kind === 'delete'
              ? { kind: 'listing.delete', accountId: user.id, entity, payload: { itemId } }
              : { kind: write.kind === 'create' ? 'listing.create' : 'listing.update', accountId: user.id, entity, payload: draftOf(write, index, itemId) };
          await db.transaction('rw', db.outbox, (tx) => enqueue(tx, operation));
          return true;
        };

        for (const step of plan.steps) {
          if (step === 'enqueue') await enqueueNext();
          else if (step === 'flush') await flushOutbox(deps);
          else if (step === 'tick') clock += 10 * 60_000;
          else await server.restartHttp();
        }
        while (await enqueueNext());
        // Replays go on over the same network until its faults are used up; then it heals, and what
        // it held back lands.
        const drain = async () => {
          for (let pass = 0; ; pass++) {
            // Past any backoff, even a Retry-After.
            clock += 2 * HOUR;
            const outcome = await flushOutbox(deps);
            if (outcome.sent === 0 && outcome.refused === 0 && outcome.retryAt === null && outcome.stopped === null) return;
            if (pass === 200) throw new Error(`the outbox did not drain: ${JSON.stringify(outcome)}`);
            // A copy of a request may still be running on the server (409 in flight): wait for it to land.
            if (outcome.retryAt !== null) await network.strayLanded();
          }
        };
        await drain();
        await network.heal();
        await drain();

        const expected = expectedOutcome(writes);
        const left = (await db.outbox.toArray()).map((op) => ({ listing: itemIds.indexOf('itemId' in op.payload ? op.payload.itemId : ''), kind: op.kind.replace('listing.', ''), status: op.status }));
        expect(left).toEqual(expected.left);
        for (const op of await db.outbox.where('status').equals('failed').toArray()) {
          expect(op.error).toMatchObject({ status: 400, code: 'invalid-input', fields: { price: expect.any(String) } });
        }

        const rows = (await server.db.knex.raw('SELECT id, title, price::text AS price, image_urls, video_url, deleted_at FROM items WHERE owner_id = ?', [user.id]))
          .rows as unknown as ServerListing[];
        expect(rows).toHaveLength(expected.listings.size);
        const rowOf = (listing: number) => rows.find((candidate) => candidate.id === itemIds[listing]);
        const localOf = (listing: number) => db.items.get(itemIds[listing] ?? '');
        for (const [listing, state] of expected.listings) {
          expect(rowOf(listing), `listing ${listing}`).toBeDefined();
          expect(rowOf(listing)?.deleted_at !== null, `listing ${listing}`).toBe(state.deleted);
        }
        // A deleted listing leaves the device too; a kept one is on it as the server has it.
        const states = [...expected.listings];
        for (const [listing] of states.filter(([, state]) => state.deleted)) expect(await localOf(listing), `listing ${listing}`).toBeUndefined();
        for (const [listing, state] of states.filter(([, state]) => !state.deleted)) {
          const row = rowOf(listing);
          expect(row).toMatchObject({ title: state.title, price: state.price });
          expect(row?.video_url !== null, `listing ${listing}'s video`).toBe(state.video);
          expect(row?.image_urls).toHaveLength(state.photos);
          expect(await localOf(listing)).toMatchObject({ title: state.title, imageUrls: row?.image_urls });
        }

        const uploads = (await server.db.knex.raw('SELECT count(*)::int AS uploads, count(DISTINCT url)::int AS urls FROM test_media_uploads WHERE owner_id = ?', [user.id]))
          .rows[0];
        expect(uploads).toEqual({ uploads: expected.uploads, urls: expected.uploads });
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
