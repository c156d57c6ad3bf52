/**
 * SQL of the administrators' figures: counts by day in India time, and listings and requests by
 * category and by location, from `since` (an instant: the first day's midnight in India).
 */
import type { Knex } from 'knex';

const INDIA_DAY = (column: string): string => `to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

export interface DayCount {
  day: string;
  count: number;
  /** Paise, for payments. */
  sum?: number;
}

interface DayRow {
  day: string;
  count: string | number;
  sum?: string | number | null;
}

const toDayCounts = (rows: DayRow[]): DayCount[] => rows.map((row) => ({ day: row.day, count: Number(row.count), ...(row.sum !== undefined ? { sum: Number(row.sum ?? 0) } : {}) }));

/** Rows of `table` by the India day of `column`, from `since`. */
async function countByDay(db: Knex, table: string, column: string, since: Date, where: Record<string, unknown> = {}): Promise<DayCount[]> {
  const rows: DayRow[] = await db(table)
    .where(where)
    .where(column, '>=', since)
    .groupByRaw('1')
    .select(db.raw(`${INDIA_DAY(column)} as day`), db.raw('count(*) as count'));
  return toDayCounts(rows);
}

export interface DailyCounts {
  users: DayCount[];
  listings: DayCount[];
  conversations: DayCount[];
  requests: DayCount[];
  accepted: DayCount[];
  payments: DayCount[];
}

/** Everything made by day: deleted accounts and listings count on the day they were made. */
export async function dailyCounts(db: Knex, since: Date): Promise<DailyCounts> {
  const [users, listings, conversations, requests, accepted, payments] = await Promise.all([
    countByDay(db, 'users', 'created_at', since),
    countByDay(db, 'items', 'created_at', since),
    countByDay(db, 'conversations', 'created_at', since),
    countByDay(db, 'bookings', 'created_at', since),
    countByDay(db, 'bookings', 'accepted_at', since),
    db('payments')
      .where({ status: 'paid' })
      .where('paid_at', '>=', since)
      .groupByRaw('1')
      .select(db.raw(`${INDIA_DAY('paid_at')} as day`), db.raw('count(*) as count'), db.raw('sum(amount_paise) as sum'))
      .then((rows: DayRow[]) => toDayCounts(rows)),
  ]);
  return { users, listings, conversations, requests, accepted, payments };
}

export interface CategoryCount {
  slug: string;
  name: string;
  listings: number;
  requests: number;
}

/** Listings made and booking requests made since `since`, by the listing's category; categories with neither left out. */
export async function countsByCategory(db: Knex, since: Date): Promise<CategoryCount[]> {
  const rows: Array<{ slug: string; name: string; listings: string | number; requests: string | number }> = await db('categories as c')
    .select(
      'c.slug',
      'c.name',
      db.raw('(select count(*) from items i where i.category_id = c.id and i.created_at >= ?) as listings', [since]),
      db.raw('(select count(*) from bookings b join items i on i.id = b.item_id where i.category_id = c.id and b.created_at >= ?) as requests', [since]),
    )
    .orderBy('c.slug');
  return rows.map((row) => ({ slug: row.slug, name: row.name, listings: Number(row.listings), requests: Number(row.requests) })).filter((row) => row.listings + row.requests > 0);
}

export interface LocationCount {
  /** Lower case, as typed; null when the listing has none. */
  location: string | null;
  listings: number;
  requests: number;
}

/** Listings made and booking requests made since `since`, by the listing's location as typed (lower case). */
export async function countsByLocation(db: Knex, since: Date): Promise<LocationCount[]> {
  const listings: Array<{ location: string | null; count: string | number }> = await db('items')
    .where('created_at', '>=', since)
    .groupByRaw('1')
    .select(db.raw('lower(location) as location'), db.raw('count(*) as count'));
  const requests: Array<{ location: string | null; count: string | number }> = await db('bookings as b')
    .join('items as i', 'i.id', 'b.item_id')
    .where('b.created_at', '>=', since)
    .groupByRaw('1')
    .select(db.raw('lower(i.location) as location'), db.raw('count(*) as count'));
  const byLocation = new Map<string | null, LocationCount>();
  const entry = (location: string | null): LocationCount => {
    const found = byLocation.get(location) ?? { location, listings: 0, requests: 0 };
    byLocation.set(location, found);
    return found;
  };
  for (const row of listings) entry(row.location).listings += Number(row.count);
  for (const row of requests) entry(row.location).requests += Number(row.count);
  return [...byLocation.values()];
}
