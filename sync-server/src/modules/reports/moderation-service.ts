/**
 * The moderators' side of reports: the open reports by target, and closing them with a reason, in
 * one transaction with their entry in the append-only log: dismissed (nothing against the rules), or
 * the user behind the target warned (they read the reason in their notifications). Each reporter is
 * told the outcome.
 */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { ModerationAction, ReportedTarget, ReportReason, ReportTargetType, User } from '@shared/api.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import type { ModerationReasonPayload } from '@shared/schemas/report.ts';
import { now } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { authorize } from '../../policy/policy.ts';
import { notify } from '../notify/index.ts';
import { closeReports, insertModerationAction, lockOpenReports, moderationLog, openReportGroups, targetSummaries, targetUsers, type NewModerationAction } from './moderation-repo.ts';

/** Targets a queue answers at once: the most reported first, so the worst are never beyond it. */
export const REPORT_QUEUE_MAX = 50;
export const MODERATION_LOG_MAX = 100;

/** The reasons given, most given first (ties in the form's order). */
function reasonsOf(reports: ReadonlyArray<{ reason: ReportReason }>): ReportReason[] {
  const counts = new Map<ReportReason, number>();
  for (const { reason } of reports) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([reason]) => reason);
}

export async function reportQueue(db: Knex, admin: User | undefined): Promise<ReportedTarget[]> {
  authorize(admin, 'moderation.act', {});
  const groups = await openReportGroups(db, REPORT_QUEUE_MAX);
  const [summaries, users] = await Promise.all([targetSummaries(db, groups), targetUsers(db, groups.flatMap((group) => (group.targetUserId ? [group.targetUserId] : [])))]);
  return groups.map((group) => ({
    targetType: group.targetType,
    targetId: group.targetId,
    summary: summaries.get(group.targetId) ?? '',
    targetUser: (group.targetUserId && users.get(group.targetUserId)) || null,
    count: group.count,
    reasons: reasonsOf(group.reports),
    latestAt: group.latestAt.toISOString(),
    reports: group.reports,
  }));
}

export type ReportAction = 'dismiss' | 'warn';

export async function actOnReports(trx: Knex.Transaction, admin: User | undefined, target: { targetType: ReportTargetType; targetId: string }, action: ReportAction, { reason }: ModerationReasonPayload): Promise<ModerationAction> {
  const by = authorize(admin, 'moderation.act', {});
  const open = await lockOpenReports(trx, target.targetType, target.targetId);
  if (open.length === 0) throw new AppError(409, 'reports-closed', reportMessages.server.noOpenReports);
  const targetUserId = open.find((report) => report.targetUserId)?.targetUserId ?? null;
  const at = now();
  const id = uuidv7();
  const kind = action === 'dismiss' ? 'dismiss-reports' : 'warn-user';
  await insertModerationAction(trx, { id, adminId: by.id, action: kind, ...target, targetUserId, reason, createdAt: at });
  const outcome = action === 'dismiss' ? 'dismissed' : 'actioned';
  await closeReports(
    trx,
    open.map((report) => report.id),
    outcome,
    id,
    at,
  );
  const notice = { itemId: null, conversationId: null, bookingId: null, sender: null, createdAt: at, push: null };
  if (action === 'warn' && targetUserId) await notify(trx, { ...notice, userId: targetUserId, event: { kind: 'moderation.warned', reason } });
  for (const reporterId of new Set(open.map((report) => report.reporterId))) await notify(trx, { ...notice, userId: reporterId, event: { kind: 'report.reviewed', outcome } });
  return { id, action: kind, ...target, admin: by.username, reason, createdAt: at.toISOString(), reportsClosed: open.length };
}

export async function moderationLogFor(db: Knex, admin: User | undefined): Promise<ModerationAction[]> {
  authorize(admin, 'moderation.act', {});
  return moderationLog(db, MODERATION_LOG_MAX);
}

/** An administrator's action decided elsewhere (a document's verification or rejection), into the same log, in the caller's transaction. */
export async function recordModerationAction(trx: Knex.Transaction, action: Omit<NewModerationAction, 'id'>): Promise<void> {
  await insertModerationAction(trx, { id: uuidv7(), ...action });
}
