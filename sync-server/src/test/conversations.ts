/** Two people and a listing to talk about: the setup of the message, notification and inbox tests. */
import { randomUUID } from 'node:crypto';
import type { Conversation, Item, Message, User } from '@shared/api.ts';
import type { DatabaseKind } from '../../../knexfile.ts';
import { snapshotQuery, snapshotTables, type DbSnapshot } from './db-snapshot.ts';
import { newListing } from './factories.ts';
import { categoryIds, signedInClient } from './signed-in.ts';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from './test-server.ts';

export interface Party {
  client: TestClient;
  user: User;
}

export interface Pair {
  owner: Party;
  renter: Party;
  item: Item;
}

/** An owner with a listing, and a renter; nothing said yet. */
export async function ownerAndRenter(server: TestServer): Promise<Pair> {
  const categories = await categoryIds(server);
  const owner = await signedInClient(server);
  const renter = await signedInClient(server);
  const response = await owner.client.post('/api/items', newListing(categories.cameras ?? ''));
  if (response.status !== 201) throw new Error(`listing failed: ${response.text}`);
  return { owner, renter, item: response.json as Item };
}

/** The contact page's form, valid, for this listing. */
export const contactForm = (itemId: string, overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  itemId,
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone: '+919812345678',
  message: 'Is the camera free this weekend?',
  ...overrides,
});

export const key = (): Record<string, string> => ({ 'idempotency-key': randomUUID() });

/** Sends from the contact page and expects it to be accepted. */
export async function contactOwner(renter: TestClient, itemId: string, overrides: Record<string, unknown> = {}): Promise<Message> {
  const response = await renter.post('/api/messages', contactForm(itemId, overrides), key());
  if (response.status !== 201) throw new Error(`send failed: ${response.status} ${response.text}`);
  return response.json as Message;
}

export async function replyIn(client: TestClient, conversationId: string, message: string, id: string = randomUUID()): Promise<TestResponse> {
  return client.post(`/api/conversations/${conversationId}/messages`, { id, message }, key());
}

export async function conversationsOf(client: TestClient): Promise<Conversation[]> {
  const response = await client.get('/api/conversations');
  if (response.status !== 200) throw new Error(`list failed: ${response.status} ${response.text}`);
  return response.json as Conversation[];
}

/**
 * A test server and a fingerprint of its tables, to show a refused request changed nothing. Sessions,
 * rate counters and idempotency keys are bookkeeping: a refused request may touch those.
 */
export async function startInboxTestServer(kind: DatabaseKind): Promise<{ server: TestServer; snapshot: () => Promise<DbSnapshot> }> {
  const server = await startTestServer(kind);
  const snapshot = snapshotQuery(server.db.knex, await snapshotTables(server.db.knex, (table) => /session|throttle|idempotency/.test(table)));
  return { server, snapshot };
}
