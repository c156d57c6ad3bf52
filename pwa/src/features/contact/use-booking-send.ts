/**
 * The contact page's Send with intent=booking: the request is queued with its pending row and sent
 * while the renter waits. Sent: the inbox is pulled and the booking opens in the Bookings tab.
 * Offline or slow: it waits in the outbox. Refused: given up, the server's message on the page.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { Item, User } from '@shared/api.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { contactMessages } from '@shared/messages/contact.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { discardOperation, sendQueuedWrite } from '@pwa/sync/index.ts';
import { queueBookingRequest, type BookingWhen } from '@pwa/features/bookings/index.ts';
import { requestInboxSync } from '@pwa/features/inbox/index.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { clearContactDraft, type ContactFields } from './contact-draft.ts';
import { checkContactForm, placeServerErrors, type ContactErrors } from './contact-validation.ts';
import { errorText } from '@pwa/lib/error-text.ts';

const t = bookingMessages.contact;

export interface BookingSend {
  sending: boolean;
  errors: ContactErrors;
  /** The server's refusal of the last try, shown above the form. */
  refusal: string | null;
  send(fields: ContactFields): Promise<void>;
}

/** `when`: the checked days or hours of the request (null while they are not bookable). */
export function useBookingSend(item: Item | null, when: BookingWhen | null, user: User | null): BookingSend {
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const navigate = useNavigate();

  const openBooking = (bookingId: string) => navigate({ to: '/dashboard', search: { tab: 'bookings', booking: bookingId } });

  async function send(fields: ContactFields): Promise<void> {
    if (!item?.ownerId) return showToast('error', contactMessages.toasts.missingOwner);
    if (!user || !when) return;
    const checked = checkContactForm(item.id, fields);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setRefusal(null);
    setSending(true);
    try {
      const queued = await queueBookingRequest(user, item, { ...when, message: checked.body.message });
      const outcome = await sendQueuedWrite(queued.seq);
      if (outcome.status === 'refused') {
        // Waiting will not change the answer: given up here, the page says why and keeps the text.
        await discardOperation(queued.seq);
        setErrors(placeServerErrors(outcome.error));
        setRefusal(errorText(outcome.error) || t.sendFailed);
        return;
      }
      clearContactDraft(item.id);
      if (outcome.status === 'sent') {
        showToast('success', t.sent);
        // The request's message is in the conversation now: on the device before the renter looks.
        void requestInboxSync();
      } else {
        showToast('info', outcome.status === 'sign-in' ? t.signInToSend : outcome.offline ? t.queuedOffline : t.queuedLater);
      }
      await openBooking(queued.booking.id);
    } catch (error) {
      reportError('sending a booking request from the contact page', error);
      showToast('error', t.sendFailed);
    } finally {
      setSending(false);
    }
  }

  return { sending, errors, refusal, send };
}
