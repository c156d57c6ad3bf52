/**
 * A two-second cache of the public listing pages everyone asks for at once (home sections, category
 * pages, filters): identical requests within the window share one database read. Any listing write in
 * this process empties it at once; other processes' writes show within the window.
 */
import type { Knex } from 'knex';
import { prepareJson, type PreparedJson } from '../../middleware/prepared-json.ts';
import type { ItemPage } from './item-repo.ts';

/*
 * A search is cached only when a landing search page has just read it for its photos, for the page's
 * own call that follows (web/photo-preloads.ts); other searches are rarer and go to the index. Bounded,
 * so memory stays small.
 */

const TTL_MS = 2_000;
const MAX_ENTRIES = 500;

export type ListPage = ItemPage & { total?: number };

/** A page with its answer already prepared: a hit costs no database read, serialization or compression. */
export interface CachedPage {
  page: ListPage;
  body: PreparedJson;
}

interface Entry {
  expires: number;
  page: Promise<CachedPage>;
}

/** One cache per database, so two apps in one process (tests) never share answers. */
const caches = new WeakMap<object, Map<string, Entry>>();
const all = new Set<Map<string, Entry>>();

/**
 * The page cached under `key` if it is still fresh. Only a request that was valid and cacheable puts
 * a page there, so a caller may answer a hit before reading the request again.
 */
export function freshPage(db: object, key: string): Promise<CachedPage> | undefined {
  const hit = caches.get(db)?.get(key);
  return hit && hit.expires > Date.now() ? hit.page : undefined;
}

export function cachedPage(db: object, key: string, load: () => Promise<ListPage>): Promise<CachedPage> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
    all.add(entries);
  }
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.page;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
  const page = load().then((loaded) => ({ page: loaded, body: prepareJson(loaded.items) }));
  entries.set(key, { expires: now + TTL_MS, page });
  // A failed read is not kept: the next request tries the database again.
  page.catch(() => entries.delete(key));
  return page;
}

/** After any listing write: writes may run in a transaction, so every cache of the process is emptied. */
export function invalidateListCache(): void {
  for (const entries of all) entries.clear();
}

/**
 * After a listing write in the request's transaction: emptied now, and again once the write commits,
 * so a page read meanwhile (still showing the old state) is not kept for the rest of the window.
 */
export function invalidateListCacheOnCommit(trx: Knex.Transaction): void {
  invalidateListCache();
  // A rollback changed nothing the cache could be missing.
  trx.executionPromise.then(invalidateListCache, () => undefined);
}
