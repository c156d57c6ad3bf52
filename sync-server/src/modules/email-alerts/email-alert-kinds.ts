/** Which notifications may be emailed, and under which of the account's choices. */
import type { EmailAlertKind } from '@shared/api.ts';
import type { NotificationKind } from '@shared/schemas/notification.ts';

const kindOf: Readonly<Record<NotificationKind, EmailAlertKind | null>> = {
  'message.contact': 'messages',
  'message.reply': 'messages',
  'booking.requested': 'bookingRequests',
  'booking.accepted': 'bookingDecisions',
  'booking.declined': 'bookingDecisions',
  'booking.cancelled': 'bookingDecisions',
  // A review, a document's decision and a support answer wait in the app: nothing to act on at once.
  'booking.reviewed': null,
  'document.verified': null,
  'document.rejected': null,
  'support.answered': null,
  'report.reviewed': null,
  'moderation.warned': null,
  'listing.hidden': null,
  'listing.restored': null,
  'search.matched': null,
};

export const emailAlertKindOf = (kind: NotificationKind): EmailAlertKind | null => kindOf[kind];
