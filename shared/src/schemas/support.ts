/**
 * Bodies and queries of the support calls: a user's message to support, an administrator's answer,
 * and the page of the administrators' queue. Used by the form, the admin answer box and the server.
 */
import * as v from 'valibot';
import { limits } from '../limits.ts';
import { supportMessages } from '../messages/support.ts';
import { cursorParam, limitParam } from './query.ts';
import { text } from './text.ts';

const m = supportMessages.validation;

/** Body of POST /api/support: what the user needs, several lines allowed, trimmed. */
export const supportRequestPayloadSchema = v.object({
  message: v.pipe(
    text(m.messageRequired),
    v.trim(),
    v.nonEmpty(m.messageRequired),
    v.minLength(limits.supportMessageMin, m.messageTooShort),
    v.maxLength(limits.supportMessageMax, m.messageTooLong),
  ),
});
export type SupportRequestPayload = v.InferOutput<typeof supportRequestPayloadSchema>;

/** Body of POST /api/admin/support/{id}/answer: the administrator's words, sent to the user as written. */
export const supportAnswerPayloadSchema = v.object({
  answer: v.pipe(text(m.answerRequired), v.trim(), v.nonEmpty(m.answerRequired), v.maxLength(limits.supportAnswerMax, m.answerTooLong)),
});
export type SupportAnswerPayload = v.InferOutput<typeof supportAnswerPayloadSchema>;

/** Query of GET /api/admin/support: the page. */
export const adminSupportQuerySchema = v.object({
  limit: limitParam(20, 100),
  cursor: cursorParam,
});
