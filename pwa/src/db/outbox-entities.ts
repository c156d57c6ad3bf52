/**
 * The outbox entities of the rows the device holds: a listing's, a booking's or a conversation's
 * queued writes share one entity, and a later write on it waits behind an earlier one that failed.
 * Chains order writes across entities: a conversation's messages and bookings share one.
 */
const LISTING_ENTITY = 'listing:';

/** The entity of a listing's operations: later ones on the same listing wait behind a failed one. */
export const listingEntity = (itemId: string): string => `${LISTING_ENTITY}${itemId}`;

/** The listing an entity is of; null for another kind's entity. */
export const listingIdOfEntity = (entity: string): string | null => (entity.startsWith(LISTING_ENTITY) ? entity.slice(LISTING_ENTITY.length) : null);

/** A booking's writes replay in order (an accept never overtakes the request it answers). */
export const bookingEntity = (bookingId: string): string => `booking:${bookingId}`;

/** A conversation's writes replay strictly in order (a reply never overtakes the first message). */
export const conversationEntity = (conversationId: string): string => `conversation:${conversationId}`;

/**
 * The chain of every write between a listing's owner and one renter: messages, replies, booking
 * requests and decisions, ratings. The server keeps one conversation per listing and renter, so this
 * names it before the device knows its id (a first message or request queued offline) and after, and
 * the other side reads them in the order they were made.
 */
export const conversationChain = (itemId: string, renterId: string): string => `chain:conversation:${itemId}:${renterId}`;
