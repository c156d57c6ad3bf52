/**
 * The outbox's message writes: the contact page's first message and a reply in a
 * thread. Each payload holds the request body as sent (byte for byte on a replay) and the
 * conversation the device shows it in, so a pending message can be drawn from the outbox alone
 * (sign-out clears the inbox tables, never the outbox).
 */
import type { MessageContact } from '@shared/api.ts';
import type { ReplyPayload, SendMessagePayload } from '@shared/schemas/contact.ts';

/** POST /api/messages's body, with the device-made message id always set. */
export type SendMessageBody = SendMessagePayload & { id: string };
export type ReplyBody = ReplyPayload & { id: string };

export interface MessageSendPayload {
  body: SendMessageBody;
  /** The renter's conversation about the listing if the device knows it, else `item:{itemId}`. */
  conversationId: string;
}

export interface MessageReplyPayload {
  body: ReplyBody;
  conversationId: string;
  /** The conversation's listing, to draw the pending reply from the outbox alone. */
  itemId: string;
}

/** The contact details a contact-page message carries (kept with it, shown to the owner). */
export const contactOf = (body: SendMessageBody): MessageContact => ({ name: body.name, email: body.email, phone: body.phone || null });
