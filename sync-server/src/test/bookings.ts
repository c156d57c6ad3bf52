/** API-driven setup of the booking tests: a listing and its owner, renters, requests and decisions. */
import { randomUUID } from 'node:crypto';
import type { Booking, Item } from '@shared/api.ts';
import { addDays } from '@shared/booking-days.ts';
import { today } from '../clock.ts';
import { key, ownerAndRenter, type Party } from './conversations.ts';
import { signedInClient } from './signed-in.ts';
import type { TestClient, TestResponse, TestServer } from './test-server.ts';

/** The day `days` after today in India, by the server's clock. */
export const dayAhead = (days: number): string => addDays(today(), days);

/** An owner with a listing (a camera at ₹1,200 a day), and one renter. */
export async function listingWithOwner(server: TestServer): Promise<{ owner: Party; renter: Party; item: Item }> {
  return ownerAndRenter(server);
}

/** Another signed-in account: a second renter, or a stranger to a booking. */
export const anotherUser = (server: TestServer): Promise<Party> => signedInClient(server);

/** A valid request body for these days (from `start` days ahead, `days` long). */
export const bookingBody = (itemId: string, start = 10, days = 3, overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  itemId,
  startDate: dayAhead(start),
  endDate: dayAhead(start + days),
  ...overrides,
});

/** POST /api/bookings, whatever the answer. */
export const postBooking = (client: TestClient, body: unknown): Promise<TestResponse> => client.post('/api/bookings', body, key());

/** Requests a booking and expects it to be accepted as pending. */
export async function requestBooking(client: TestClient, itemId: string, start = 10, days = 3, overrides: Record<string, unknown> = {}): Promise<Booking> {
  const response = await postBooking(client, bookingBody(itemId, start, days, overrides));
  if (response.status !== 201) throw new Error(`booking request failed: ${response.status} ${response.text}`);
  return response.json as Booking;
}

/** POST /api/bookings/{id}/{action} with an optional body, whatever the answer. */
export const decide = (client: TestClient, id: string, action: 'accept' | 'decline' | 'cancel', body?: unknown): Promise<TestResponse> =>
  client.post(`/api/bookings/${id}/${action}`, body, key());

/** The owner accepts and expects it to succeed. */
export async function acceptBooking(client: TestClient, id: string): Promise<Booking> {
  const response = await decide(client, id, 'accept');
  if (response.status !== 200) throw new Error(`accept failed: ${response.status} ${response.text}`);
  return response.json as Booking;
}

/** PUT /api/items/{id}/blocked-dates. */
export const blockDays = (client: TestClient, itemId: string, ranges: Array<{ start: string; end: string }>): Promise<TestResponse> =>
  client.request('PUT', `/api/items/${itemId}/blocked-dates`, { body: { ranges }, headers: key() });
