/**
 * What a notification is about: its kind and the facts its words are made from (as they were then),
 * stored beside the text the server wrote, so each device words it in its language now
 * (notification-words.ts). A kind this build does not know, or a row from before, shows its stored text.
 */
import * as v from 'valibot';
import { DOCUMENT_TYPES } from '../documents/document-rules.ts';

const fact = v.string();
const documentType = v.picklist(DOCUMENT_TYPES);
const bookingHours = v.optional(v.object({ startsAt: fact, endsAt: fact }));

export const notificationEventSchema = v.variant('kind', [
  /** A message sent from a listing's contact page: `text` is the start of it the notification keeps. */
  v.object({ kind: v.literal('message.contact'), sender: fact, text: fact }),
  /** A reply in a conversation. */
  v.object({ kind: v.literal('message.reply'), sender: fact, text: fact }),
  /** `hours`: a booking by the hour's start and end (India ISO), which its words name. */
  v.object({ kind: v.literal('booking.requested'), renter: fact, item: fact, hours: bookingHours }),
  v.object({ kind: v.literal('booking.accepted'), item: fact, hours: bookingHours }),
  /** By the owner, or by the acceptance of another request for the same days. */
  v.object({ kind: v.literal('booking.declined'), item: fact, hours: bookingHours }),
  /** `by`: whoever cancelled, owner or renter. */
  v.object({ kind: v.literal('booking.cancelled'), by: fact, item: fact, hours: bookingHours }),
  v.object({ kind: v.literal('booking.reviewed'), reviewer: fact, item: fact, rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)) }),
  v.object({ kind: v.literal('document.verified'), documentType }),
  v.object({ kind: v.literal('document.rejected'), documentType, reason: fact }),
  /** An administrator answered the user's support request: `answer` is their words, as written. */
  v.object({ kind: v.literal('support.answered'), answer: fact }),
  /** The moderators looked at the reader's report: they found nothing to act on, or they acted. */
  v.object({ kind: v.literal('report.reviewed'), outcome: v.picklist(['dismissed', 'actioned']) }),
  /** A moderator warned the reader: `reason` is their words, as written. */
  v.object({ kind: v.literal('moderation.warned'), reason: fact }),
  /** A moderator hid the reader's listing `item`: `reason` is their words, as written. */
  v.object({ kind: v.literal('listing.hidden'), item: fact, reason: fact }),
  /** A moderator listed the reader's listing `item` again. */
  v.object({ kind: v.literal('listing.restored'), item: fact }),
  /** A new listing `item` matches a search the reader saved: `words` are the search's words, null without. */
  v.object({ kind: v.literal('search.matched'), item: fact, words: v.nullable(fact) }),
]);
export type NotificationEvent = v.InferOutput<typeof notificationEventSchema>;
export type NotificationKind = NotificationEvent['kind'];

/** The event when `value` is one this build knows, else null (words then come from the stored text). */
export function knownNotificationEvent(value: unknown): NotificationEvent | null {
  const parsed = v.safeParse(notificationEventSchema, value);
  return parsed.success ? parsed.output : null;
}
