/**
 * GET /api/account/export: one JSON file with what Kiraya holds about the account — profile, devices,
 * listings, favourites, conversations with their messages, bookings and the rest — others named only as
 * they show themselves, no secret in it; a visitor gets nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { key, contactOwner, ownerAndRenter, replyIn, type Pair } from '../../test/conversations.ts';
import { requestBooking } from '../../test/bookings.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { nextInboxSeq } from '../../db/inbox-seq.ts';
import { EXPORT_PAGE_ROWS } from './account-export-repo.ts';

interface Export {
  about: string;
  exportedAt: string;
  profile: { id: string; email: string };
  devices: Array<{ current: boolean }>;
  emailAlerts: Record<string, boolean>;
  listings: Array<{ id: string; title: string }>;
  favourites: Array<{ listingId: string }>;
  bookings: Array<{ id: string; listingId: string; yourRole: string; status: string }>;
  conversations: Array<{ listingId: string; yourRole: string; with: string; messages: Array<{ from: string; body: string; contactEmail: string | null; bookingId: string | null }> }>;
  notifications: unknown[];
  identityDocuments: unknown[];
}

describe.each(testDatabaseKinds)('downloading my data on %s', (kind) => {
  let server: TestServer;
  let pair: Pair;

  beforeAll(async () => {
    server = await startTestServer(kind);
    pair = await ownerAndRenter(server);
    const { owner, renter, item } = pair;
    const first = await contactOwner(renter.client, item.id, { email: 'ravi.private@example.in' });
    const replied = await replyIn(owner.client, first.conversationId, 'Yes, it is free.');
    await requestBooking(renter.client, item.id);
    const favourited = await renter.client.post('/api/favorites', { changes: [{ itemId: item.id, favorite: true, changedAt: new Date().toISOString() }] }, key());
    if (replied.status !== 201 || favourited.status !== 200) throw new Error(`setup failed: ${replied.text} ${favourited.text}`);
  });
  afterAll(() => server.close());

  const exportOf = async (client: Pair['owner']['client']) => {
    const response = await client.get('/api/account/export');
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="kiraya-data-[A-Za-z0-9._-]+-\d{4}-\d{2}-\d{2}\.json"$/);
    return { text: response.text, data: response.json as Export };
  };

  it('gives the renter their profile, devices, favourites, booking and conversation, with their own contact details', async () => {
    const { renter, owner, item } = pair;
    const { text, data } = await exportOf(renter.client);
    expect(data.about).toContain('Kiraya');
    expect(data.profile).toMatchObject({ id: renter.user.id, email: renter.user.email });
    expect(data.devices).toEqual([expect.objectContaining({ current: true })]);
    expect(data.emailAlerts).toEqual({ messages: true, bookingRequests: true, bookingDecisions: true });
    expect(data.favourites).toEqual([expect.objectContaining({ listingId: item.id })]);
    expect(data.bookings).toEqual([expect.objectContaining({ listingId: item.id, yourRole: 'renter', status: 'pending' })]);
    expect(data.listings).toEqual([]);
    const [conversation] = data.conversations;
    expect(conversation).toMatchObject({ listingId: item.id, yourRole: 'renter', with: owner.user.fullName });
    // The contact page's message, the owner's reply, and the booking request, which the conversation carries.
    expect(conversation?.messages.map(({ from, body }) => [from, body]).slice(0, 2)).toEqual([
      ['you', 'Is the camera free this weekend?'],
      ['them', 'Yes, it is free.'],
    ]);
    expect(conversation?.messages[2]).toMatchObject({ from: 'you', bookingId: data.bookings[0]?.id });
    expect(conversation?.messages[0]?.contactEmail).toBe('ravi.private@example.in');
    // The other party appears by the name they show, never by their email.
    expect(text).not.toContain(owner.user.email);
  });

  it('gives the owner their listing and the other side of the same conversation, without the renter’s contact details', async () => {
    const { owner, renter, item } = pair;
    const { text, data } = await exportOf(owner.client);
    expect(data.listings).toEqual([expect.objectContaining({ id: item.id, title: item.title })]);
    expect(data.bookings).toEqual([expect.objectContaining({ yourRole: 'owner' })]);
    expect(data.conversations[0]?.messages.map(({ from }) => from)).toEqual(['them', 'you', 'them']);
    expect(data.conversations[0]?.messages[0]?.contactEmail).toBeNull();
    expect(data.notifications.length).toBeGreaterThan(0);
    for (const secret of [renter.user.email, 'ravi.private@example.in', 'password_hash', 'passwordHash']) expect(text).not.toContain(secret);
  });

  it('reads a long conversation page by page, every message in order', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    const { conversationId } = await contactOwner(renter.client, item.id, { message: 'message 0' });
    const count = EXPORT_PAGE_ROWS + 3;
    const rows = Array.from({ length: count - 1 }, (_, index) => ({
      id: crypto.randomUUID(),
      conversation_id: conversationId,
      sender_id: index % 2 ? renter.user.id : owner.user.id,
      body: `message ${index + 1}`,
      created_at: new Date(Date.now() + (index + 1) * 1000),
      change_seq: nextInboxSeq(server.db.knex),
    }));
    await server.db.knex.batchInsert('messages', rows, 200);
    const { data } = await exportOf(owner.client);
    const [long] = data.conversations;
    expect(long?.messages.map(({ body }) => body)).toEqual(Array.from({ length: count }, (_, index) => `message ${index}`));
  });

  it('is for the signed-in account only', async () => {
    expect((await server.client().get('/api/account/export')).status).toBe(401);
  });
});
