/** Body of POST /api/reports: what is reported, why, and optional words. */
import * as v from 'valibot';
import { reportReasons, reportTargetTypes } from '../api/reports.ts';
import { limits } from '../limits.ts';
import { reportMessages } from '../messages/reports.ts';
import { text } from './text.ts';

const m = reportMessages.validation;

export const reportSchema = v.object({
  targetType: v.picklist(reportTargetTypes, m.target),
  targetId: v.pipe(v.string(m.target), v.uuid(m.target)),
  reason: v.picklist(reportReasons, m.reason),
  details: v.optional(v.nullable(v.pipe(text(m.detailsTooLong), v.trim(), v.maxLength(limits.reportDetailsMax, m.detailsTooLong))), null),
});
export type ReportPayload = v.InferOutput<typeof reportSchema>;
export type ReportFormValues = v.InferInput<typeof reportSchema>;

/** Body of an administrator's action on reports: why, in words the log keeps (and a warned user reads). */
export const moderationReasonSchema = v.object({
  reason: v.pipe(text(m.moderationReason), v.trim(), v.minLength(1, m.moderationReason), v.maxLength(limits.moderationReasonMax, m.moderationReasonTooLong)),
});
export type ModerationReasonPayload = v.InferOutput<typeof moderationReasonSchema>;

/** Query of the moderators' account search: the words to find in a name, username, email or phone. */
export const userSearchQuerySchema = v.object({
  q: v.pipe(text(m.userSearch), v.trim(), v.minLength(1, m.userSearch), v.maxLength(limits.searchTextMax, m.userSearch)),
});

/** Query of the moderators' log: all of it, or (targetId) what was done about one listing or account. */
export const moderationLogQuerySchema = v.object({
  targetId: v.optional(v.pipe(v.string(m.target), v.uuid(m.target))),
});
