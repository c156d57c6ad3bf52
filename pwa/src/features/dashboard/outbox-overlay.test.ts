import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '@pwa/sync/index.ts';
import { ACCOUNT, makeDraft } from '@pwa/test/outbox-fixtures.ts';
import { makeItem } from '@pwa/test/items.ts';
import { makeUser } from '@pwa/test/users.ts';
import { overlayOutbox } from './outbox-overlay.ts';

const owner = makeUser({ id: ACCOUNT });

function refusedUpdate(draft = makeDraft()): OutboxRow {
  return {
    seq: 1,
    kind: 'listing.update',
    accountId: ACCOUNT,
    entity: `listing:${draft.itemId}`,
    payload: draft,
    progress: null,
    idempotencyKey: 'key-1',
    status: 'failed',
    attempts: 1,
    nextAttemptAt: 0,
    error: { status: 404, code: 'not-found', message: 'Item not found', fields: {} },
    createdAt: 1,
  };
}

describe('My Listings with the outbox laid over it', () => {
  it('keeps a refused edit in sight even when the server no longer lists the listing (deleted elsewhere)', () => {
    const other = makeItem({ ownerId: ACCOUNT, title: 'Still listed' });
    const draft = makeDraft({ listing: { ...makeDraft().listing, title: 'Edited offline', price: '175' } });
    const listings = overlayOutbox([other], [refusedUpdate(draft)], owner);
    expect(listings.map((listing) => listing.item.title)).toEqual(['Edited offline', 'Still listed']);
    expect(listings[0]?.sync).toMatchObject({ status: 'failed', error: { message: 'Item not found' } });
  });
});
