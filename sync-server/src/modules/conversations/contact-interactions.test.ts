import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@shared/limits.ts';
import { changedTables } from '../../test/db-snapshot.ts';
import { key, ownerAndRenter, type Pair, startInboxTestServer } from '../../test/conversations.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import type { TestServer } from '../../test/test-server.ts';

describe.each(testDatabaseKinds)('contact interactions on %s', (kind) => {
  let server: TestServer;
  let pair: Pair;
  let snapshot: () => Promise<Record<string, string>>;

  beforeAll(async () => {
    ({ server, snapshot } = await startInboxTestServer(kind));
    pair = await ownerAndRenter(server);
  });
  afterAll(() => server.close());

  const click = (overrides: Record<string, unknown> = {}) => ({ itemId: pair.item.id, interactionType: 'whatsapp', contactMethod: 'whatsapp', ...overrides });
  const rows = () => server.db.knex('contact_interactions').where({ item_id: pair.item.id }).orderBy('created_at');

  it('logs a click signed in, with the session’s user and the listing’s owner whatever the body says', async () => {
    const before = (await rows()).length;
    // The listing's own publishing queued its saved-search match: the click must queue nothing more.
    const jobsBefore = await server.db.knex('jobs');
    const response = await pair.renter.client.post('/api/contact-interactions', click({ ownerId: randomUUID(), contacterId: randomUUID() }), key());
    expect(response.status, response.text).toBe(201);
    expect(response.json).toEqual({ id: expect.any(String) });
    const logged = (await rows()).at(-1);
    expect(await rows()).toHaveLength(before + 1);
    expect(logged).toMatchObject({ id: (response.json as { id: string }).id, owner_id: pair.owner.user.id, contacter_id: pair.renter.user.id, interaction_type: 'whatsapp', contact_method: 'whatsapp' });
    // A click alerts no one: the message's own notification comes from POST /api/messages.
    expect(await server.db.knex('notifications')).toEqual([]);
    expect(await server.db.knex('jobs')).toEqual(jobsBefore);
  });

  it('logs a click signed out without a contacter', async () => {
    const response = await server.client().post('/api/contact-interactions', click({ interactionType: 'call', contactMethod: 'phone' }));
    expect(response.status).toBe(201);
    expect((await rows()).at(-1)).toMatchObject({ contacter_id: null, interaction_type: 'call', contact_method: 'phone' });
  });

  it.each([
    ['itemId', { itemId: 'bike' }, 400],
    ['interactionType', { interactionType: 'sms' }, 400],
    ['contactMethod', { contactMethod: undefined }, 400],
    ['message', { message: 'x'.repeat(limits.messageMax + 1) }, 400],
    ['itemId', { itemId: randomUUID() }, 404],
  ])('refuses a bad %s and logs nothing', async (_field, overrides, status) => {
    const before = await snapshot();
    const response = await pair.renter.client.post('/api/contact-interactions', click(overrides), key());
    expect(response.status).toBe(status);
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  it('throttles a flood of clicks with 429 and Retry-After', async () => {
    const { renter } = await ownerAndRenter(server);
    const statuses: number[] = [];
    for (let n = 0; n <= limits.contactClicksPerMinute; n++) statuses.push((await renter.client.post('/api/contact-interactions', click())).status);
    expect(statuses.slice(0, limits.contactClicksPerMinute).every((status) => status === 201)).toBe(true);
    const refused = await renter.client.post('/api/contact-interactions', click());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
