/**
 * The outbox's rows (DESIGN.md §7): writes made on the device, waiting to be replayed against the
 * server in order, each with the Idempotency-Key it was given when it was queued (DESIGN.md §5).
 *
 * The outbox is generic; its kinds are a closed list, here. A new kind of queued write (a message, a
 * booking request) is one member of OutboxKinds below and one executor in executors.ts (TypeScript
 * refuses a kind without one); the flusher, the runner and the UI's Retry / Edit / Discard do not change.
 */
import type { ApiErrorDetails, FavoriteChangesRequest, FieldErrorCode } from '@shared/api.ts';
import type { BookingDecisionPayload, BookingRequestPayload, BookingReviewOpPayload } from './bookings/booking-kinds.ts';
import type { MessageReplyPayload, MessageSendPayload } from './inbox/message-kinds.ts';
import type { ListingDraft, ListingProgress } from './listings/listing-kinds.ts';

/**
 * Every kind of operation: `{ payload; progress }`. `progress` is what a multi-step operation has
 * already done (for example the photos already uploaded); kinds done in one request use `null`.
 */
export type OutboxKinds = {
  /** A listing made on the device (issue 5), with its photos and video as Blobs until uploaded. */
  'listing.create': { payload: ListingDraft; progress: ListingProgress };
  'listing.update': { payload: ListingDraft; progress: ListingProgress };
  'listing.delete': { payload: { itemId: string }; progress: null };
  /** A batch of favorite toggles for the signed-in account (features/favorites). */
  'favorites.merge': { payload: FavoriteChangesRequest; progress: null };
  /** The contact page's message to a listing's owner (issue 11): starts or continues the conversation. */
  'message.send': { payload: MessageSendPayload; progress: null };
  /** A reply in a conversation's thread. */
  'message.reply': { payload: MessageReplyPayload; progress: null };
  /** A notification read on the device (features/notifications): PUT /api/notifications/{id}/read. */
  'notification.read': { payload: { notificationId: string }; progress: null };
  /**
   * "Mark All as Read": PUT /api/notifications/mark-all-read. `upTo` (ISO time it was tapped) tells the
   * device which notifications the tap covered while it waits (one arriving later stays unread).
   */
  'notifications.readAll': { payload: { upTo: string }; progress: null };
  /** A notification deleted on the device: DELETE /api/notifications/{id}. */
  'notification.delete': { payload: { notificationId: string }; progress: null };
  /** A booking request (issue 12): POST /api/bookings with the device-made booking id. */
  'booking.request': { payload: BookingRequestPayload; progress: null };
  /** The owner accepts a request: POST /api/bookings/{id}/accept. */
  'booking.accept': { payload: BookingDecisionPayload; progress: null };
  /** The owner declines a request: POST /api/bookings/{id}/decline. */
  'booking.decline': { payload: BookingDecisionPayload; progress: null };
  /** Either side cancels before the start: POST /api/bookings/{id}/cancel. */
  'booking.cancel': { payload: BookingDecisionPayload; progress: null };
  /** A rating after the rental: POST /api/bookings/{id}/reviews. */
  'booking.review': { payload: BookingReviewOpPayload; progress: null };
};

export type OutboxKind = keyof OutboxKinds;
export type PayloadOf<K extends OutboxKind> = OutboxKinds[K]['payload'];
export type ProgressOf<K extends OutboxKind> = OutboxKinds[K]['progress'];

/** pending: will be tried (now or after its backoff); failed: the server refused it, the user decides. */
export type OutboxStatus = 'pending' | 'failed';

/** Why the last try did not go through: the server's error (DESIGN.md §5), or status 0 without one. */
export interface OutboxFailure {
  status: number;
  code: string;
  message: string;
  /** The server's message per field (a form shows each beside its field). */
  fields: Readonly<Record<string, string>>;
  /** The figures its words need and its fields' codes (ApiErrorBody), for the page's language; absent on rows stored before. */
  details?: ApiErrorDetails;
  fieldCodes?: Readonly<Record<string, FieldErrorCode>>;
}

interface OutboxRowBase {
  /** Auto-incremented: the order operations were queued in, which is the order they are replayed in. */
  seq: number;
  /** The account that made the change: only its session replays it (DESIGN.md §7, sign-out). */
  accountId: string;
  /** What the operation changes, e.g. `listing:{id}`: later operations on it wait behind this one. */
  entity: string;
  /** Made once, when queued; replaced only when the payload is edited (DESIGN.md §5). */
  idempotencyKey: string;
  status: OutboxStatus;
  attempts: number;
  /** Not tried before this time (ms since epoch): the backoff after a lost connection or a busy server. */
  nextAttemptAt: number;
  /** failed: the server's refusal, shown on the draft; pending: the last transient problem, or null. */
  error: OutboxFailure | null;
  createdAt: number;
  /**
   * The owner watches this write being sent (the form waiting for it, a Retry on My Listings): media
   * the server refuses is left out rather than failing the write (spec §4, listings/upload-draft-media.ts).
   * Stored here, not in the watching tab's memory, because another tab or the service worker may be
   * the one sending it. Absent on rows queued before it existed: nobody watches those.
   */
  leaveRefusedMediaOut?: boolean;
}

type RowOf<K extends OutboxKind> = OutboxRowBase & { kind: K; payload: PayloadOf<K>; progress: ProgressOf<K> | null };

/** An operation of kind K (a union over kinds when K is one): its kind tells its payload's type. */
export type OutboxRowOf<K extends OutboxKind> = { [P in K]: RowOf<P> }[K];
export type OutboxRow = OutboxRowOf<OutboxKind>;
/** A row before Dexie gives it its sequence number. */
export type NewOutboxRow = { [P in OutboxKind]: Omit<RowOf<P>, 'seq'> }[OutboxKind];
