/**
 * The contact page's Send: the message is queued with its pending row and sent while the sender
 * waits. Sent: the conversation is pulled and opened. Offline or slow: it waits in the outbox.
 * Refused: given up, and the form keeps the text with the server's message beside its field.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { User } from '@shared/api.ts';
import { contactMessages } from '@shared/messages/contact.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { db } from '@pwa/db/app-db.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { discardOperation, sendQueuedWrite } from '@pwa/sync/index.ts';
import { queueContactMessage } from '@pwa/features/messages/index.ts';
import { requestInboxSync } from '@pwa/features/inbox/index.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { clearContactDraft, type ContactFields } from './contact-draft.ts';
import { checkContactForm, placeServerErrors, type ContactErrors } from './contact-validation.ts';
import { errorText } from '@pwa/lib/error-text.ts';

const toasts = contactMessages.toasts;
const t = conversationMessages.contact;

export interface ContactSend {
  sending: boolean;
  errors: ContactErrors;
  send(fields: ContactFields): Promise<void>;
}

export function useContactSend(itemId: string, ownerId: string | null, user: User | null): ContactSend {
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const navigate = useNavigate();

  const openThread = (conversationId: string) => navigate({ to: '/messages/$conversationId', params: { conversationId } });

  async function send(fields: ContactFields): Promise<void> {
    // An "Unable to send message" toast when the listing's owner is not known (a listing without one cannot be messaged).
    if (!ownerId) return showToast('error', toasts.missingOwner);
    if (!user) return;
    const checked = checkContactForm(itemId, fields);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSending(true);
    try {
      const queued = await queueContactMessage(user.id, checked.body);
      const outcome = await sendQueuedWrite(queued.seq);
      if (outcome.status === 'refused') {
        // Given up on the device (it is not going to change by waiting); the form still has the text.
        await discardOperation(queued.seq);
        const placed = placeServerErrors(outcome.error);
        setErrors(placed);
        const missing = outcome.error.status === 404;
        showToast('error', missing ? toasts.missingOwner : errorText(outcome.error) || toasts.sendFailed);
        return;
      }
      clearContactDraft(itemId);
      if (outcome.status === 'sent') {
        showToast('success', toasts.sent);
        // The first message brings its conversation: pulled before the thread opens on it.
        await requestInboxSync();
        const sent = await db.messages.get(queued.message.id);
        await openThread(sent?.conversationId ?? queued.message.conversationId);
        return;
      }
      showToast('info', outcome.status === 'sign-in' ? t.signInToSend : outcome.offline ? t.queuedOffline : t.queuedLater);
      await openThread(queued.message.conversationId);
    } catch (error) {
      reportError('sending a message from the contact page', error);
      showToast('error', toasts.sendFailed);
    } finally {
      setSending(false);
    }
  }

  return { sending, errors, send };
}
