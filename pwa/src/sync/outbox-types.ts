/**
 * The outbox's rows (DESIGN.md §7): writes made on the device, waiting to be replayed against the
 * server in order, each with the Idempotency-Key it was given when it was queued (DESIGN.md §5).
 *
 * The outbox is generic. Each kind of operation names its payload and the progress it keeps between
 * steps by adding itself to OutboxKinds (declaration merging, as listings do in
 * listings/listing-kinds.ts), and registers an executor in executors.ts; nothing else changes.
 */

/**
 * Every kind of operation: `{ payload; progress }`. `progress` is what a multi-step operation has
 * already done (for example the photos already uploaded); kinds done in one request use `null`.
 */
// An interface, not a type: kinds are added to it from their own modules.
export interface OutboxKinds {}

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
}

type RowOf<K extends OutboxKind> = OutboxRowBase & { kind: K; payload: PayloadOf<K>; progress: ProgressOf<K> | null };

/** An operation of kind K (a union over kinds when K is one): its kind tells its payload's type. */
export type OutboxRowOf<K extends OutboxKind> = { [P in K]: RowOf<P> }[K];
export type OutboxRow = OutboxRowOf<OutboxKind>;
/** A row before Dexie gives it its sequence number. */
export type NewOutboxRow = { [P in OutboxKind]: Omit<RowOf<P>, 'seq'> }[OutboxKind];
