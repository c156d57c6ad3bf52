import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../sync-server/src/db/database.ts';
import { insertPayment, markPaid } from '../sync-server/src/modules/payments/payment-repo.ts';
import { openTestDatabase, testDatabaseKinds } from '../sync-server/src/test/test-databases.ts';
import { migrations } from './index.ts';

/** An account as an older schema stores it: the users repository reads columns added since. */
async function oldAccount(knex: Knex, columns: Record<string, unknown> = {}): Promise<{ id: string }> {
  const id = uuidv7();
  await knex('users').insert({ id, username: `m_${id.slice(-8)}`, email: `m-${id.slice(-8)}@example.in`, full_name: 'Asha Verma', ...columns });
  return { id };
}

describe('migrations', () => {
  it('lists every migration file of the folder, in timestamp order', () => {
    const files = readdirSync(import.meta.dirname)
      .filter((file) => /^\d{14}_.+\.ts$/.test(file))
      .map((file) => path.basename(file, '.ts'))
      .sort();
    expect(migrations.map(([name]) => name)).toEqual(files);
  });

  it.each(testDatabaseKinds)('roll all the way down and up again on %s', async (kind) => {
    const database = await openTestDatabase(kind);
    try {
      await database.knex.migrate.rollback(undefined, true);
      expect(await database.knex.schema.hasTable('users')).toBe(false);
      await database.knex.migrate.latest();
      expect(await database.knex.schema.hasTable('users')).toBe(true);
      const extensions = await database.knex.raw("select extname from pg_extension where extname in ('pg_trgm', 'btree_gist') order by 1");
      expect(extensions.rows.map((row: { extname: string }) => row.extname)).toEqual(['btree_gist', 'pg_trgm']);
    } finally {
      await database.close();
    }
  });

  it.each(testDatabaseKinds)('keeps no pending list on the search indexes on %s, so searches never read one', async (kind) => {
    const database = await openTestDatabase(kind);
    try {
      const { rows } = await database.knex.raw<{ rows: Array<{ relname: string; reloptions: string[] | null }> }>(
        "select c.relname, c.reloptions from pg_class c join pg_am a on a.oid = c.relam where a.amname = 'gin' order by 1",
      );
      expect(rows.map((row) => row.relname)).toEqual(['items_location_trgm_idx', 'items_search_vector_idx', 'search_words_trgm_idx']);
      for (const row of rows) expect(row.reloptions, row.relname).toContain('fastupdate=off');
    } finally {
      await database.close();
    }
  });

  it.each(testDatabaseKinds)('marks the periods bought in test mode, and takes account emails out of reply and booking notifications, on %s', async (kind) => {
    const database = await openTestDatabase(kind);
    const knex = database.knex;
    try {
      // Back to before both migrations, with rows of the shape written then.
      while (String(await knex.migrate.currentVersion()) >= '20261205000100') await knex.migrate.down();
      const user = await oldAccount(knex);
      const yearly: { id: string } = await knex('subscription_packages').where({ tier: 'yearly' }).first('id');
      const at = new Date();
      const periodOf = async (gateway: 'test' | 'razorpay'): Promise<string> => {
        const id = uuidv7();
        await knex.transaction(async (trx) => {
          await insertPayment(trx, { id, userId: user.id, packageId: yearly.id, tier: 'yearly', gateway, orderId: `order_${gateway}_${id.slice(-8)}`, amountPaise: 399900, at });
          await markPaid(trx, id, `pay_${id.slice(-8)}`, at);
          await trx('premium_periods').insert({ user_id: user.id, payment_id: id, tier: 'yearly', starts_at: at, ends_at: new Date(at.getTime() + 1000) });
        });
        return id;
      };
      const testPayment = await periodOf('test');
      const realPayment = await periodOf('razorpay');
      // Rows as they were written then: stamped from the inbox sequence alone.
      const notification = (kind: 'message.contact' | 'message.reply', senderEmail: string) => ({
        id: uuidv7(),
        user_id: user.id,
        type: 'message',
        title: 'New message',
        message: 'Is it free?',
        event: JSON.stringify({ kind, sender: 'Ravi', text: 'Is it free?' }),
        sender_name: 'Ravi',
        sender_email: senderEmail,
        created_at: at,
        change_seq: knex.raw("nextval('inbox_change_seq')"),
      });
      const contact = notification('message.contact', 'ravi.typed@example.in');
      const replied = notification('message.reply', 'ravi.account@example.in');
      await knex('notifications').insert([contact, replied]);

      await knex.migrate.latest();
      const marks = await knex('premium_periods').whereIn('payment_id', [testPayment, realPayment]).select('payment_id', 'test_mode');
      expect(Object.fromEntries(marks.map((row: { payment_id: string; test_mode: boolean }) => [row.payment_id, row.test_mode]))).toEqual({ [testPayment]: true, [realPayment]: false });
      const emails = await knex('notifications').whereIn('id', [contact.id, replied.id]).select('id', 'sender_email');
      expect(Object.fromEntries(emails.map((row: { id: string; sender_email: string | null }) => [row.id, row.sender_email]))).toEqual({ [contact.id]: 'ravi.typed@example.in', [replied.id]: null });
    } finally {
      await database.close();
    }
  });

  it.each(testDatabaseKinds)("counts the languages accounts had before as not chosen on %s", async (kind) => {
    const database = await openTestDatabase(kind);
    const knex = database.knex;
    try {
      while (String(await knex.migrate.currentVersion()) >= '20261210000100') await knex.migrate.down();
      const withLanguage = await oldAccount(knex, { locale: 'hi' });
      const without = await oldAccount(knex);
      await knex.migrate.latest();
      const rows = await knex('users').whereIn('id', [withLanguage.id, without.id]).select('id', 'locale', 'locale_chosen');
      expect(Object.fromEntries(rows.map((row: { id: string; locale: string | null; locale_chosen: boolean }) => [row.id, [row.locale, row.locale_chosen]]))).toEqual({
        [withLanguage.id]: ['hi', false],
        [without.id]: [null, false],
      });
    } finally {
      await database.close();
    }
  });

  it('keeps PGlite data on disk between openings', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const dataDir = path.join(mkdtempSync(path.join((await import('node:os')).tmpdir(), 'kiraya-pglite-')), 'nested', 'data');
    try {
      const first = openDatabase({ dataDir });
      await first.knex.migrate.latest();
      await first.knex('categories').where({ slug: 'other' }).update({ description: 'kept on disk' });
      await first.close();
      const second = openDatabase({ dataDir });
      const row = await second.knex('categories').where({ slug: 'other' }).first('description');
      await second.close();
      expect(row.description).toBe('kept on disk');
    } finally {
      rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
    }
  });
});
