/**
 * The outbox table's rows: writes made on the device, replayed against the server in the order they
 * were queued, each with the Idempotency-Key it was given then. Each feature adds its kinds of write
 * to OutboxKinds (declaration merging) beside its executors, so this schema names no feature.
 */
import type { ApiErrorDetails, FieldErrorCode } from '@shared/api.ts';

/**
 * Every kind of queued write: `{ payload; progress }`, one member per kind, added by the feature that
 * owns it (`declare module '@pwa/db/outbox-row.ts'`). `progress` is what a multi-step write has done
 * already (the photos uploaded so far); a write done in one request uses `null`.
 */
// oxlint-disable-next-line typescript/no-empty-interface, typescript/no-empty-object-type -- filled by the features' declarations
export interface OutboxKinds {}

export type OutboxKind = keyof OutboxKinds;
export type PayloadOf<K extends OutboxKind> = OutboxKinds[K]['payload'];
export type ProgressOf<K extends OutboxKind> = OutboxKinds[K]['progress'];

/** pending: will be tried (now or after its backoff); failed: the server refused it, the user decides. */
export type OutboxStatus = 'pending' | 'failed';

/** Why the last try did not go through: the server's error, or status 0 when no answer came. */
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
  /** The account that made the change: only its session replays it (a sign-out leaves it waiting). */
  accountId: string;
  /** What the operation changes, e.g. `listing:{id}`: later operations on it wait behind this one. */
  entity: string;
  /**
   * The writes whose order the other side reads, e.g. every write of one conversation, whatever their
   * entities (a question, then a booking request): later operations of the chain wait behind this one
   * as they do behind their entity's. Absent when the entity alone orders it, and on rows queued before
   * chains existed: those keep the order they were queued under, their entity's.
   */
  chain?: string;
  /** Made once, when queued; replaced only when the payload is edited (the server then sees a new write). */
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
   * the server refuses is left out rather than failing the write (features/listings/outbox/upload-draft-media.ts).
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
