import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification } from '@shared/api.ts';
import { changedTables } from '../../test/db-snapshot.ts';
import { contactOwner, key, ownerAndRenter, startInboxTestServer } from '../../test/conversations.ts';
import { signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import type { TestClient, TestServer } from '../../test/test-server.ts';

describe.each(testDatabaseKinds)('notifications on %s', (kind) => {
  let server: TestServer;
  let snapshot: () => Promise<Record<string, string>>;

  beforeAll(async () => {
    ({ server, snapshot } = await startInboxTestServer(kind));
  });
  afterAll(() => server.close());

  const list = async (client: TestClient) => {
    const response = await client.get('/api/notifications');
    expect(response.status).toBe(200);
    return response.json as AppNotification[];
  };
  const counts = async (client: TestClient) => (await client.get('/api/notifications/unread-count')).json;

  /** An owner with three notifications, newest first, from two renters' messages. */
  const ownerWithNotifications = async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    const other = (await signedInClient(server)).client;
    await contactOwner(renter.client, item.id, { message: 'first' });
    await contactOwner(other, item.id, { message: 'second', name: 'Meera' });
    await contactOwner(renter.client, item.id, { message: 'third' });
    return { owner, renter };
  };

  it('lists the recipient’s notifications newest first, and counts the unread', async () => {
    const { owner, renter } = await ownerWithNotifications();
    expect((await list(owner.client)).map((notification) => notification.message)).toEqual(['third', 'second', 'first']);
    expect(await counts(owner.client)).toEqual({ count: 3, messages: 3 });
    expect(await list(renter.client)).toEqual([]);
    expect(await counts(renter.client)).toEqual({ count: 0, messages: 0 });
  });

  it('marks one read, then all, answering the notification and the number marked', async () => {
    const { owner } = await ownerWithNotifications();
    const [newest] = await list(owner.client);
    const read = await owner.client.request('PUT', `/api/notifications/${newest?.id}/read`, { headers: key() });
    expect(read.status).toBe(200);
    expect(read.json).toEqual({ ...newest, isRead: true });
    expect(await counts(owner.client)).toMatchObject({ count: 2 });
    // Reading it again changes nothing.
    expect((await owner.client.request('PUT', `/api/notifications/${newest?.id}/read`, { headers: key() })).json).toMatchObject({ isRead: true });
    const all = await owner.client.request('PUT', '/api/notifications/mark-all-read', { headers: key() });
    expect(all.json).toEqual({ updated: 2 });
    expect(await counts(owner.client)).toMatchObject({ count: 0 });
    expect((await owner.client.request('PUT', '/api/notifications/mark-all-read', { headers: key() })).json).toEqual({ updated: 0 });
  });

  it('deletes one for good: gone from the list and counts, a second delete is a 404', async () => {
    const { owner } = await ownerWithNotifications();
    const [newest] = await list(owner.client);
    const deleted = await owner.client.request('DELETE', `/api/notifications/${newest?.id}`, { headers: key() });
    expect(deleted.status).toBe(204);
    expect(await list(owner.client)).toHaveLength(2);
    expect(await counts(owner.client)).toMatchObject({ count: 2 });
    expect((await owner.client.request('DELETE', `/api/notifications/${newest?.id}`)).status).toBe(404);
    expect((await owner.client.request('PUT', `/api/notifications/${newest?.id}/read`)).status).toBe(404);
  });

  it('hides a notification from everyone but its recipient: 404 and nothing changed', async () => {
    const { owner } = await ownerWithNotifications();
    const [newest] = await list(owner.client);
    const { client: stranger } = await signedInClient(server);
    for (const [method, path] of [
      ['PUT', `/api/notifications/${newest?.id}/read`],
      ['DELETE', `/api/notifications/${newest?.id}`],
      ['PUT', `/api/notifications/${randomUUID()}/read`],
    ] as const) {
      const before = await snapshot();
      const response = await stranger.request(method, path, { headers: key() });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.json).toMatchObject({ code: 'not-found' });
      expect(changedTables(before, await snapshot())).toEqual([]);
    }
    // Mark-all-read by a stranger marks only their own (none).
    expect((await stranger.request('PUT', '/api/notifications/mark-all-read', { headers: key() })).json).toEqual({ updated: 0 });
    expect(await counts(owner.client)).toMatchObject({ count: 3 });
    expect((await stranger.request('PUT', '/api/notifications/not-an-id/read')).status).toBe(400);
  });

  it('is for signed-in users only', async () => {
    const anonymous = server.client();
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['PUT', '/api/notifications/mark-all-read'],
      ['PUT', `/api/notifications/${randomUUID()}/read`],
      ['DELETE', `/api/notifications/${randomUUID()}`],
    ] as const) {
      expect((await anonymous.request(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });
});
