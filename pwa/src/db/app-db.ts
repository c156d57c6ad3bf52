/**
 * Kiraya's on-device database: the UI reads these tables through useLiveQuery and
 * the network refreshes them. Schema changes only ever append a new version.
 */
import { Dexie, type EntityTable, type Table } from 'dexie';
import type { AppNotification, Booking, Category, Conversation, Item, ItemAvailability, ItemReview, Message, User, WebsiteReview } from '@shared/api.ts';
import type { TimeRange } from '@shared/booking-hours.ts';
import type { ListingFormValues } from '@shared/schemas/listing.ts';
import type { NewOutboxRow, OutboxRow } from './outbox-row.ts';

/** The one key of the session table: there is at most one signed-in user per device profile. */
export const SESSION_KEY = 'current';

export interface SessionRow {
  key: typeof SESSION_KEY;
  /** The signed-in user, or null once the server has said nobody is signed in. */
  user: User | null;
  /** When the server last answered (ms since epoch), to tell how old the cached answer is. */
  fetchedAt: number;
}

export interface CategoryRow extends Category {
  /** The server's order (its sort_order), kept so the grid shows categories in the same order. */
  position: number;
  fetchedAt: number;
}

/** A listing as last fetched, with when (to say how old it is and to evict the least recently used). */
export interface ItemRow extends Item {
  fetchedAt: number;
}

/**
 * One list as the server last answered it (a home section, a search, a category page, an owner's
 * listings), by a key such as `search:q=camera`. Holds ids only: the items live in `items`.
 */
export interface ItemListRow {
  key: string;
  ids: string[];
  nextCursor: string | null;
  /** The total the server counted, when it counts (category pages). */
  total: number | null;
  fetchedAt: number;
}

export interface ReviewRow extends WebsiteReview {
  fetchedAt: number;
}

/**
 * Where the device stands with POST /api/items/changes (features/offline/refresh-held-items.ts): the
 * cursor of its last complete refresh, and which listings that cursor speaks for. A cursor is only as
 * good as the listings it was asked with: a listing stored since (from an answer of unknown age) must
 * be asked afresh once, so `ids` and `validFor` tell the covered listings from the rest.
 */
export interface HeldItemsCursorRow {
  key: 'heldItemsCursor';
  cursor: string;
  /** The listings sent in that refresh: the cursor covers only them. */
  ids: string[];
  /** A covered listing's row written after this time (fetchedAt) came from another answer: not covered. */
  validFor: number;
}

/**
 * Where the device stands with GET /api/inbox/changes: the cursor of its last complete answer (its own
 * table, cleared on sign-out like `meta`, whose rows Dexie's typing cannot tell apart by key).
 */
export interface InboxCursorRow {
  key: 'inboxCursor';
  cursor: string;
  /** When that answer came (ms since epoch), to say how old the inbox is offline. */
  fetchedAt: number;
}

/** Small records kept by key, one per concern (cleared with the cache on sign-out, like the items). */
export type MetaRow = HeldItemsCursorRow;

/** A conversation as the server last gave it (the inbox reads these). */
export interface ConversationRow extends Conversation {
  fetchedAt: number;
}

/**
 * A message of a conversation: as the server gave it, or written on this device and waiting in the
 * outbox (`pending`, shown as waiting; the server's copy replaces it under the same id). A first
 * message sent from the contact page before the device knows its conversation has the conversationId
 * `item:{itemId}` until the server answers.
 */
export interface MessageRow extends Message {
  pending?: boolean;
}

/**
 * A notification as the server last gave it. Rows stored before notifications carried what happened
 * (`event`) show their stored words; `event` is not indexed, so it took no new version.
 */
export interface NotificationRow extends AppNotification {
  fetchedAt: number;
}

/** What a booking row shows while one of its writes waits in the outbox. */
export type PendingBookingAction = 'request' | 'accept' | 'decline' | 'cancel' | 'review';

/**
 * A booking as the server last gave it (GET /api/bookings, the inbox changes), or a request made on
 * this device and still in the outbox. `pendingAction` marks a write of it that waits in the outbox
 * (shown as waiting; the server's answer replaces the row and clears it).
 */
export interface BookingRow extends Booking {
  fetchedAt: number;
  pendingAction?: PendingBookingAction;
}

/**
 * The last availability answer for a listing (the calendar works offline from it, saying how old it is).
 * `bookedHours` is absent in rows saved before bookings by the hour, and reads as none (no index
 * changes, so no new version).
 */
export interface AvailabilityRow extends Omit<ItemAvailability, 'bookedHours'> {
  bookedHours?: TimeRange[];
  /** The range asked for. */
  from: string;
  to: string;
  fetchedAt: number;
}

/** A renter's review of a listing as GET /api/items/{id}/reviews last gave it. */
export interface ItemReviewRow extends ItemReview {
  itemId: string;
  fetchedAt: number;
}

/**
 * A listing form typed on this device and not saved yet (features/listings/form-draft-*.ts), kept
 * until it is saved (queued in the outbox) or discarded. Like the outbox it is the user's own work,
 * not cached data: it stays through sign-out, and only its account is offered it.
 */
export interface FormDraftRow {
  /** `create:{accountId}` for a new listing, `edit:{accountId}:{itemId}` for changes to one. */
  key: string;
  accountId: string;
  itemId: string | null;
  /**
   * A new listing's draft: the id its listing is saved under, made with the form. Kept so that the
   * draft, continued after a reload, saves the listing a save of that form already queued (refused
   * by the server, say) instead of a second one. Absent in drafts of changes, and in older drafts.
   */
  newItemId?: string;
  values: ListingFormValues;
  savedAt: number;
}

/** A picked file kept as its bytes and name (a stored File's name is not kept by every browser). */
export interface StoredFile {
  blob: Blob;
  name: string;
}

/**
 * The draft's photos and video, apart from its values: typing rewrites the values row often, and
 * must not rewrite megabytes of photos each time.
 */
export interface FormDraftMediaRow {
  key: string;
  imageUrls: string[];
  photos: StoredFile[];
  videoUrl: string | null;
  video: StoredFile | null;
}

/**
 * Each table's key and indexes (Dexie's syntax: the first is the primary key, `&` unique, `++`
 * auto-incremented, `[a+b]` compound).
 */
const SCHEMA = {
  // version 1
  session: 'key',
  categories: 'id, &slug, position',
  // version 2
  items: 'id, categoryId, ownerId, fetchedAt',
  itemLists: 'key, fetchedAt',
  reviews: 'id, createdAt',
  // version 3. seq orders the replay; entity finds an entity's operations (later ones wait behind a
  // failed one); [status+nextAttemptAt] finds operations due at once (a tab flushes when one appears);
  // [accountId+status] counts what waits or was refused for the signed-in account. Each compound index
  // also serves queries on its first part alone (status, accountId). An operation's chain is not
  // indexed: only the flusher reads it, over the account's whole queue, so adding it took no version.
  outbox: '++seq, entity, [status+nextAttemptAt], [accountId+status]',
  // version 4: the held listings' changes cursor lives beside the items it speaks for, so signing out clears both.
  meta: 'key',
  // version 5: unsaved listing forms, by form (accountId finds one account's drafts).
  formDrafts: 'key, accountId',
  formDraftMedia: 'key',
  // version 6: the account's inbox: conversations newest first, a thread's messages in
  // order, the notifications newest first (isRead is not indexed: IndexedDB keys cannot be booleans).
  conversations: 'id, lastMessageAt, itemId',
  messages: 'id, [conversationId+createdAt]',
  notifications: 'id, createdAt',
  inboxCursor: 'key',
  // version 7: bookings: the account's bookings by listing and by last change, each
  // listing's last availability answer, and the reviews of listings seen.
  bookings: 'id, itemId, updatedAt, status',
  availability: 'itemId',
  itemReviews: 'id, [itemId+createdAt]',
} as const;

/** The schema's version. Devices hold their database at this number (IndexedDB's is ten times it). */
export const SCHEMA_VERSION = 7;

export class AppDB extends Dexie {
  // `declare`, not a field: a class field would overwrite the tables Dexie sets up in the constructor.
  declare session: EntityTable<SessionRow, 'key'>;
  declare categories: EntityTable<CategoryRow, 'id'>;
  declare items: EntityTable<ItemRow, 'id'>;
  declare itemLists: EntityTable<ItemListRow, 'key'>;
  declare reviews: EntityTable<ReviewRow, 'id'>;
  /** Writes waiting for the server, in the order they were made (pwa/src/sync). */
  declare outbox: Table<OutboxRow, number, NewOutboxRow>;
  declare meta: EntityTable<MetaRow, 'key'>;
  declare formDrafts: EntityTable<FormDraftRow, 'key'>;
  declare formDraftMedia: EntityTable<FormDraftMediaRow, 'key'>;
  declare conversations: EntityTable<ConversationRow, 'id'>;
  declare messages: EntityTable<MessageRow, 'id'>;
  declare notifications: EntityTable<NotificationRow, 'id'>;
  declare inboxCursor: EntityTable<InboxCursorRow, 'key'>;
  declare bookings: EntityTable<BookingRow, 'id'>;
  declare availability: EntityTable<AvailabilityRow, 'itemId'>;
  declare itemReviews: EntityTable<ItemReviewRow, 'id'>;

  constructor(name = 'kiraya') {
    super(name);
    // The whole schema as of version 7, declared once. Dexie (since 3.0) upgrades a device at any earlier
    // version by comparing what it has with this, so earlier versions need declaring only for an
    // upgrade function, and none has one. Parsing one version is what the app's start pays, not seven
    // (tens of milliseconds on a budget phone). A new version adds its tables and indexes here, under a
    // higher number, and keeps an earlier one only if it carries an upgrade.
    this.version(SCHEMA_VERSION).stores(SCHEMA);
  }
}

// Dexie turns its debug mode on by itself when a page is served from localhost or 127.0.0.1: every
// table call then records an async stack for DevTools, which a budget phone pays for at the start.
// The app never wants that wherever it is served from (a local install, the benchmarks, the tests);
// a developer who wants Dexie's long stacks sets Dexie.debug in the console.
Dexie.debug = false;

export const db = new AppDB();
