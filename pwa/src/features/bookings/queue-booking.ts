/**
 * Writing a booking on the device: the row the Bookings tab shows and the outbox operation that
 * sends it, in one Dexie transaction. A request's id is made here (UUID v7) and kept by the server,
 * so a replay never makes a second request; a decision marks the row until the server answers.
 */
import type { Booking, BookingParty, Item, User } from '@shared/api.ts';
import { addDays, daysBetween } from '@shared/booking-days.ts';
import { hoursBetween, indiaDayOf, toIndiaIso } from '@shared/booking-hours.ts';
import { displayName } from '@shared/user-display.ts';
import { db, type BookingRow } from '@pwa/db/app-db.ts';
import { newUuidV7 } from '@pwa/lib/new-uuid.ts';
import { enqueue } from '@pwa/sync/index.ts';
import { unknownConversationId } from '@pwa/features/inbox/index.ts';
import { bookingEntity, conversationChain } from '@pwa/db/outbox-entities.ts';
import type { BookingWhen, CreateBookingBody } from './booking-kinds.ts';

/** The days or the hours asked for, and what the renter wrote, or null (the server then posts a "Booking request: …" message). */
export type BookingRequestFields = BookingWhen & { message: string | null };

export interface QueuedBooking {
  /** The outbox operation (for sendBookingWrite). */
  seq: number;
  booking: BookingRow;
}

export type BookingDecision = 'accept' | 'decline' | 'cancel';

const ownerParty = (item: Item): BookingParty => ({
  id: item.ownerId,
  name: item.owner.fullName ?? item.ownerName ?? '',
  profileImageUrl: item.owner.profileImageUrl ?? item.ownerAvatar,
  isVerified: item.owner.isVerified,
  averageRating: item.owner.averageRating,
  reviewCount: item.owner.reviewCount,
});

/** The renter as the device knows them: their rating is the server's to tell (it replaces the row). */
const renterParty = (user: User): BookingParty => ({
  id: user.id,
  name: displayName(user),
  profileImageUrl: user.profileImageUrl,
  isVerified: user.isVerified,
  averageRating: null,
  reviewCount: 0,
});

/**
 * A request's days and hours as the server will answer them: a booking by the hour takes its India
 * day (startDate, and the next day as endDate) and its times in India ISO.
 */
function whenOf(body: CreateBookingBody): Pick<Booking, 'startDate' | 'endDate' | 'days' | 'startsAt' | 'endsAt' | 'hours'> {
  if ('startDate' in body) return { startDate: body.startDate, endDate: body.endDate, days: daysBetween(body.startDate, body.endDate), startsAt: null, endsAt: null, hours: null };
  const day = indiaDayOf(body.startsAt);
  return { startDate: day, endDate: addDays(day, 1), days: 1, startsAt: toIndiaIso(body.startsAt), endsAt: toIndiaIso(body.endsAt), hours: hoursBetween(body.startsAt, body.endsAt) };
}

/** The request as it will stand once the server has it: pending, with the listing's price kept. */
export function pendingRequestOf(item: Item, user: User, body: CreateBookingBody, conversationId: string, now: number): BookingRow {
  const at = new Date(now).toISOString();
  const booking: Booking = {
    id: body.id,
    itemId: item.id,
    itemTitle: item.title,
    itemImageUrl: item.imageUrls[0] ?? null,
    price: item.price,
    priceUnit: item.priceUnit,
    isNegotiable: item.isNegotiable,
    ownerId: item.ownerId,
    renterId: user.id,
    role: 'renter',
    owner: ownerParty(item),
    renter: renterParty(user),
    ...whenOf(body),
    status: 'pending',
    message: body.message,
    reason: null,
    cancelledBy: null,
    conversationId,
    canReview: false,
    myReview: null,
    createdAt: at,
    updatedAt: at,
  };
  return { ...booking, fetchedAt: now, pendingAction: 'request' };
}

/** The renter's booking request for a listing. */
export async function queueBookingRequest(user: User, item: Item, fields: BookingRequestFields, now = Date.now()): Promise<QueuedBooking> {
  return db.transaction('rw', db.bookings, db.outbox, db.conversations, async (tx) => {
    const when = 'startsAt' in fields ? { startsAt: fields.startsAt, endsAt: fields.endsAt } : { startDate: fields.startDate, endDate: fields.endDate };
    const body: CreateBookingBody = { id: newUuidV7(now), itemId: item.id, ...when, message: fields.message?.trim() || null };
    const known = await db.conversations.where('itemId').equals(item.id).filter((row) => row.renterId === user.id).first();
    const booking = pendingRequestOf(item, user, body, known?.id ?? unknownConversationId(item.id), now);
    await db.bookings.put(booking);
    // In the renter's chain with the owner: a question asked before the request reaches the owner first.
    const chain = conversationChain(item.id, user.id);
    const seq = await enqueue(tx, { kind: 'booking.request', accountId: user.id, entity: bookingEntity(body.id), chain, payload: { body } }, now);
    return { seq, booking };
  });
}

/**
 * The owner's accept or decline, or either side's cancel, of a booking the device holds. The reason
 * (decline and cancel) is trimmed; an empty one is none.
 */
export async function queueBookingDecision(accountId: string, kind: BookingDecision, bookingId: string, reason: string | null = null, now = Date.now()): Promise<number> {
  return db.transaction('rw', db.bookings, db.outbox, async (tx) => {
    // A decision on a booking this device does not hold would show nowhere: refuse it loudly.
    const booking = await db.bookings.get(bookingId);
    if (!booking) throw new Error(`booking ${bookingId} is not on this device`);
    await db.bookings.update(bookingId, { pendingAction: kind });
    const payload = { bookingId, reason: kind === 'accept' ? null : reason?.trim() || null };
    const chain = conversationChain(booking.itemId, booking.renterId);
    return enqueue(tx, { kind: `booking.${kind}`, accountId, entity: bookingEntity(bookingId), chain, payload }, now);
  });
}
