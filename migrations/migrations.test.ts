import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../sync-server/src/db/database.ts';
import { openTestDatabase, testDatabaseKinds } from '../sync-server/src/test/test-databases.ts';
import { migrations } from './index.ts';

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
