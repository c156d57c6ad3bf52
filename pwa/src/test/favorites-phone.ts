/**
 * A phone for the favorites tests in Node, against the real server (test/loopback-server.ts): its
 * localStorage and window (what the favorites live in and announce on), a network it can lose, the
 * accounts it signs into, and listings to favorite. Switching phones swaps the storage and the
 * outbox, so two phones can toggle offline and sync in either order.
 */
import { apiPaths, type Item } from '@shared/api.ts';
import { db, SESSION_KEY, type ItemRow } from '@pwa/db/app-db.ts';
import { executors } from '@pwa/app/outbox-kinds.ts';
import { flushOutbox, type FlushDeps, type FlushOutcome } from '@pwa/sync/flush-outbox.ts';
import type { Fetch } from '@pwa/lib/api-client.ts';
import { createOutboxClient } from '@pwa/sync/outbox-client.ts';
import type { OutboxRow } from '@pwa/db/outbox-row.ts';
import type { Account, LoopbackServer } from './loopback-server.ts';

export { signUp, type Account } from './loopback-server.ts';

/** The Storage a browser gives a page, in memory. */
export class MemoryStorage implements Storage {
  private readonly entries = new Map<string, string>();
  get length(): number {
    return this.entries.size;
  }
  clear(): void {
    this.entries.clear();
  }
  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.entries.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.entries.delete(key);
  }
  setItem(key: string, value: string): void {
    this.entries.set(key, String(value));
  }
}

/** Gives Node the two browser globals the favorites use; a window that is only an EventTarget. */
export function installBrowserGlobals(storage: Storage): void {
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
  if (typeof window === 'undefined') Object.defineProperty(globalThis, 'window', { value: new EventTarget(), configurable: true });
}

/** A request as `account` would send it from its browser. */
export async function call<T>(server: LoopbackServer, account: Account | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(server.url + path, {
    method,
    headers: { ...(account ? { Cookie: account.cookie } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export async function createListing(server: LoopbackServer, owner: Account, title: string): Promise<Item> {
  const [category] = await call<Array<{ id: string }>>(server, null, 'GET', apiPaths.categories);
  return call<Item>(server, owner, 'POST', apiPaths.items, {
    title,
    description: 'Kept for the favorites tests.',
    categoryId: category?.id,
    isNegotiable: false,
    price: '300',
    priceUnit: 'day',
    location: 'Kochi, Kerala',
    contactPhone: null,
    imageUrls: [],
    videoUrl: null,
  });
}

/** One phone: its storage, outbox and cached listings, the account signed in on it, its connection. */
export class Phone {
  readonly storage = new MemoryStorage();
  online = true;
  account: Account | null = null;
  /** Every request that reached the server from this phone, as `METHOD path`. */
  readonly sent: string[] = [];
  private outbox: OutboxRow[] = [];
  private items: ItemRow[] = [];
  private static active: Phone | null = null;

  constructor(private readonly server: LoopbackServer) {}

  readonly fetch: Fetch = async (path, init) => {
    if (!this.online) throw new TypeError('fetch failed');
    const headers = new Headers(init.headers);
    if (this.account) headers.set('Cookie', this.account.cookie);
    this.sent.push(`${init.method ?? 'GET'} ${path}`);
    return fetch(this.server.url + path, { ...init, headers });
  };

  readonly getJson = async <T>(path: string): Promise<T> => createOutboxClient(this.fetch).send<T>(path, { method: 'GET' });

  /** Makes this the phone the app's code runs on (there is one Dexie and one localStorage in a test). */
  async use(): Promise<void> {
    const previous = Phone.active;
    if (previous === this) return;
    if (previous) [previous.outbox, previous.items] = await Promise.all([db.outbox.toArray(), db.items.toArray()]);
    await Promise.all([db.outbox.clear(), db.items.clear(), db.itemLists.clear(), db.meta.clear()]);
    await Promise.all([db.outbox.bulkAdd(this.outbox), db.items.bulkAdd(this.items)]);
    await db.session.put({ key: SESSION_KEY, user: this.account?.user ?? null, fetchedAt: Date.now() });
    installBrowserGlobals(this.storage);
    Phone.active = this;
  }

  async signIn(account: Account | null): Promise<void> {
    this.account = account;
    await db.session.put({ key: SESSION_KEY, user: account?.user ?? null, fetchedAt: Date.now() });
  }

  /** One pass of the outbox over this phone's connection, at `now` (past any backoff when far ahead). */
  flush(now: number = Date.now()): Promise<FlushOutcome> {
    const deps: FlushDeps = {
      executors,
      http: createOutboxClient(this.fetch),
      now: () => now,
      random: () => 0.5,
      accountId: async () => (await db.session.get(SESSION_KEY))?.user?.id ?? null,
      concurrency: 1,
    };
    return flushOutbox(deps);
  }

  favorites(): string[] {
    return JSON.parse(this.storage.getItem('favorites') ?? '[]') as string[];
  }
}
