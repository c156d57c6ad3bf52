/**
 * The sync module's public face (DESIGN.md §7): features import from here, never from its files.
 * - queue a write inside the transaction of its local change: enqueue, or for listings
 *   queueListingCreate / queueListingUpdate / queueListingDelete / queueListingSave;
 * - show it: useOutboxSummary, useEntityOutbox(listingEntity(id)), useOutboxOperations;
 * - act on it: retryOperation, editOperation, discardOperation;
 * - listings from the form: the local row from applyDraft / listingFromDraft, and sendListingWrite
 *   for a write the owner waits for (sent now; media refused while they watch is left out, spec §4);
 * - messages (sync/inbox): queueContactMessage / queueReply write the pending row and its operation
 *   together, sendMessageWrite sends one the sender waits for, pendingMessageOf draws a queued one
 *   from the outbox, requestInboxSync pulls the conversations now;
 * - bookings (sync/bookings): queueBookingRequest / queueBookingDecision write the booking's row and
 *   its operation together (bookingEntity(id) is its outbox entity), sendBookingWrite sends one the
 *   user waits for;
 * - run it: requestOutboxFlush() after signing in; the jobs themselves start with sync/app-sync.ts
 *   (main.tsx), once per tab;
 * - take part in it: a feature's job (SyncJob) runs through createCoalescingRunner, under withLock /
 *   withLockIfFree where it needs one, and pages follow the connection with useReconnects or
 *   onSyncTrigger, never with listeners of their own;
 * - a kind of operation: its member of OutboxKinds (outbox-types.ts) and its Executor (executors.ts).
 *   Executors also run in the service worker and in Node (bench), where this face's hooks and page
 *   listeners cannot: they take their types from executor.ts, the face for a kind.
 *
 * Code on the first page imports core.ts instead (the triggers and the runner; re-exported here): the bundler puts everything a face re-exports into its importer's chunk, and the outbox
 * must not load before the first interaction (DESIGN.md §11). No module behind either face does work
 * when it loads (the outbox's runner is made on first use).
 */
export { enqueue, type KindAndPayload, type NewOperation } from './enqueue.ts';
export type { NewOutboxRow, OutboxFailure, OutboxKind, OutboxKinds, OutboxRow, OutboxRowOf, OutboxStatus, PayloadOf } from './outbox-types.ts';
export type { ApplyResult, Executor, ExecutorIo } from './executor.ts';
export { discardOperation, editOperation, retryOperation } from './outbox-actions.ts';
export { useEntityOutbox, useOutboxOperations, useOutboxSummary, type EntityOutboxState, type OutboxSummary } from './use-outbox.ts';
export { requestOutboxFlush } from './app-outbox.ts';
export { currentAccountId } from './current-account.ts';
export * from './core.ts';
export { HELD_ITEMS_LOCK, OUTBOX_LOCK, withLock, withLockIfFree } from './with-lock.ts';
export type { JobTrigger, SyncJob } from './start-sync.ts';
export {
  listingEntity,
  listingIdOfEntity,
  type DraftMediaGroup,
  type DraftPhoto,
  type DraftVideo,
  type ListingDraft,
  type ListingFields,
  type ListingProgress,
} from './listings/listing-kinds.ts';
export { queueListingCreate, queueListingDelete, queueListingSave, queueListingUpdate } from './listings/queue-listing.ts';
export { keepSavedListing } from './listings/keep-saved-listing.ts';
export { applyDraft, listingFromDraft } from './listings/local-listing.ts';
export { draftUploadProgress, type DraftUploadProgress } from './listings/draft-upload-progress.ts';
export type { MediaLeftOut } from './listings/media-watch.ts';
export { mediaLeftOutToast } from './listings/media-left-out-toast.ts';
export { sendListingWrite, type ListingWriteOutcome } from './listings/send-listing-write.ts';
export {
  conversationEntity,
  isUnknownConversationId,
  unknownConversationId,
  type MessageReplyPayload,
  type MessageSendPayload,
  type SendMessageBody,
} from './inbox/message-kinds.ts';
export { queueContactMessage, queueReply, type QueuedMessage } from './inbox/queue-message.ts';
export { sendMessageWrite, type MessageWriteOutcome } from './inbox/send-message-write.ts';
export { requestInboxSync } from './inbox/inbox-job.ts';
export { INBOX_CURSOR_KEY } from './inbox/pull-inbox.ts';
export { isMessageWrite, MESSAGE_WRITE_KINDS, pendingMessageOf, type MessageWrite, type PendingMessage } from './inbox/pending-messages.ts';
export { bookingEntity, type PendingBookingAction } from './bookings/booking-kinds.ts';
export { queueBookingDecision, queueBookingRequest, type BookingDecision, type BookingRequestFields, type QueuedBooking } from './bookings/queue-booking.ts';
export { storeServerBookings } from './bookings/store-bookings.ts';
// A booking write the user waits for goes like a message: now, through the one flusher, briefly.
export { sendMessageWrite as sendBookingWrite } from './inbox/send-message-write.ts';
export { queueBookingReview } from './bookings/queue-review.ts';
