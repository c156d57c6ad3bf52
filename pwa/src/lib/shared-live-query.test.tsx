import { render, screen, waitFor } from '@testing-library/react';
import Dexie, { type EntityTable } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedLiveQuery } from './shared-live-query.ts';

interface Row {
  key: string;
  text: string;
}

class TestDb extends Dexie {
  declare rows: EntityTable<Row, 'key'>;

  constructor() {
    super(`shared-live-query-${crypto.randomUUID()}`);
    this.version(1).stores({ rows: 'key' });
  }
}

describe('sharedLiveQuery', () => {
  let db: TestDb;
  let reads: number;
  let useRow: () => Row | null | undefined;

  beforeEach(async () => {
    db = new TestDb();
    await db.rows.put({ key: 'one', text: 'first' });
    reads = 0;
    useRow = sharedLiveQuery(async () => {
      reads += 1;
      return (await db.rows.get('one')) ?? null;
    });
  });
  afterEach(() => db.delete());

  function Reader({ name }: { name: string }) {
    const row = useRow();
    return <p>{`${name}: ${row === undefined ? 'reading' : (row?.text ?? 'none')}`}</p>;
  }

  it('reads once for every component on screen, and once more for each change', async () => {
    render(
      <>
        <Reader name="a" />
        <Reader name="b" />
        <Reader name="c" />
      </>,
    );
    for (const name of ['a', 'b', 'c']) expect(await screen.findByText(`${name}: first`)).toBeTruthy();
    expect(reads).toBe(1);

    await db.rows.put({ key: 'one', text: 'second' });
    for (const name of ['a', 'b', 'c']) expect(await screen.findByText(`${name}: second`)).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('starts afresh once nobody reads it: no stale answer for the next reader', async () => {
    const first = render(<Reader name="a" />);
    expect(await screen.findByText('a: first')).toBeTruthy();
    first.unmount();
    await db.rows.put({ key: 'one', text: 'changed while nobody read it' });

    render(<Reader name="b" />);
    expect(screen.getByText('b: reading')).toBeTruthy();
    expect(await screen.findByText('b: changed while nobody read it')).toBeTruthy();
    await waitFor(() => expect(reads).toBe(2));
  });
});
