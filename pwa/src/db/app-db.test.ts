import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { makeBooking } from '@pwa/test/bookings.ts';
import { AppDB, SCHEMA_VERSION } from './app-db.ts';

const name = 'kiraya-upgrade-test';

/** A device's database as an earlier release left it: versions 1 to 3, with rows in them. */
async function earlierRelease(): Promise<void> {
  const old = new Dexie(name);
  old.version(1).stores({ session: 'key', categories: 'id, &slug, position' });
  old.version(2).stores({ items: 'id, categoryId, ownerId, fetchedAt', itemLists: 'key, fetchedAt', reviews: 'id, createdAt' });
  old.version(3).stores({ outbox: '++seq, entity, [status+nextAttemptAt], [accountId+status]' });
  await old.open();
  await old.table('items').put({ id: 'item-1', categoryId: 'c1', ownerId: 'u1', fetchedAt: 5 });
  await old.table('outbox').add({ entity: 'item:item-1', status: 'pending', nextAttemptAt: 0, accountId: 'u1' });
  old.close();
}

describe('the on-device database declared as one schema', () => {
  afterEach(() => Dexie.delete(name));

  it("upgrades a device's earlier database in place: its rows stay, the later tables and indexes appear", async () => {
    await earlierRelease();
    const db = new AppDB(name);
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(await db.items.get('item-1')).toMatchObject({ ownerId: 'u1' });
    expect(await db.outbox.where('[accountId+status]').equals(['u1', 'pending']).count()).toBe(1);
    // Tables of versions 4 to 7 exist and their indexes answer queries.
    await db.bookings.put({ ...makeBooking({ itemId: 'item-1' }), fetchedAt: 1 });
    expect(await db.bookings.where('itemId').equals('item-1').count()).toBe(1);
    expect(await db.messages.where('[conversationId+createdAt]').between(['c', Dexie.minKey], ['c', Dexie.maxKey]).count()).toBe(0);
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      [
        'availability',
        'bookings',
        'categories',
        'conversations',
        'formDraftMedia',
        'formDrafts',
        'inboxCursor',
        'itemLists',
        'itemReviews',
        'items',
        'messages',
        'meta',
        'notifications',
        'outbox',
        'reviews',
        'session',
      ].sort(),
    );
    db.close();
  });

  it("opens a current device's database as it is", async () => {
    const first = new AppDB(name);
    await first.categories.put({ id: 'c1', name: 'Cameras', slug: 'cameras', description: null, position: 0, fetchedAt: 1 });
    first.close();
    const again = new AppDB(name);
    expect(await again.categories.where('slug').equals('cameras').count()).toBe(1);
    again.close();
  });
});
