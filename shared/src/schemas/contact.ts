/**
 * Bodies of the contact calls (the contact form, contact interactions, replies in a conversation):
 * used by the contact page, the thread's reply box and the server alike.
 */
import * as v from 'valibot';
import { limits } from '../limits.ts';
import { contactMessages } from '../messages/contact.ts';
import { listingMessages } from '../messages/listings.ts';
import { isValidPhone } from './listing.ts';
import { lineText, text } from './text.ts';
import { cursorParam, limitParam } from './query.ts';

const m = contactMessages.validation;
const phoneInvalid = listingMessages.validation.phoneInvalid;

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));

/** A message's text: 1–2,000 characters after trimming, several lines allowed. */
export const messageBody = v.pipe(text(m.messageRequired), v.trim(), v.minLength(limits.messageMin, m.messageRequired), v.maxLength(limits.messageMax, m.messageTooLong));

/** Body of POST /api/messages: the contact page's form. `id` is the device-made message id. */
export const sendMessagePayloadSchema = v.object({
  id: v.optional(uuid(m.id)),
  itemId: uuid(m.itemId),
  name: v.pipe(lineText(m.nameRequired), v.minLength(1, m.nameRequired), v.maxLength(limits.contactNameMax, m.nameTooLong)),
  email: v.pipe(lineText(m.emailInvalid), v.maxLength(limits.emailMax, m.emailInvalid), v.email(m.emailInvalid)),
  phone: v.optional(
    v.nullable(v.pipe(lineText(phoneInvalid), v.check((phone) => phone === '' || isValidPhone(phone), phoneInvalid))),
    null,
  ),
  message: messageBody,
});
export type SendMessagePayload = v.InferOutput<typeof sendMessagePayloadSchema>;

/** Body of POST /api/conversations/{id}/messages: a reply in the thread. */
export const replyPayloadSchema = v.object({
  id: v.optional(uuid(m.id)),
  message: messageBody,
});
export type ReplyPayload = v.InferOutput<typeof replyPayloadSchema>;

/** Body of POST /api/contact-interactions. The server takes contacterId from the session. */
export const contactInteractionPayloadSchema = v.object({
  itemId: uuid(m.itemId),
  ownerId: v.optional(uuid(m.ownerId)),
  contacterId: v.optional(v.nullable(v.string())),
  interactionType: v.picklist(['whatsapp', 'call', 'message'], m.interactionType),
  contactMethod: v.picklist(['whatsapp', 'phone', 'form'], m.contactMethod),
  message: v.optional(v.nullable(messageBody)),
});
export type ContactInteractionPayload = v.InferOutput<typeof contactInteractionPayloadSchema>;

/** Query of GET /api/conversations: the page of the inbox's conversations. */
export const conversationsQuerySchema = v.object({ limit: limitParam(30, 100), cursor: cursorParam });

/** Query of a conversation's messages: the page of its thread. */
export const threadQuerySchema = v.object({ limit: limitParam(50, 100), cursor: cursorParam });
