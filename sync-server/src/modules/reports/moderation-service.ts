/**
 * The moderators' side of reports: the open reports by target, and closing them with a reason, in
 * one transaction with their entry in the append-only log: dismissed (nothing against the rules), or
 * the user behind the target warned (they read the reason in their notifications), or the listing
 * hidden. Each reporter is told the outcome. Hidden listings are listed again from here too.
 */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { HiddenListing, ModerationAction, ModerationActionKind, ReportedTarget, ReportReason, ReportTargetType, User } from '@shared/api.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import type { ModerationReasonPayload } from '@shared/schemas/report.ts';
import { now } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { authorize } from '../../policy/policy.ts';
import { hiddenListings, hideListing, restoreListing } from '../items/index.ts';
import { notify } from '../notify/index.ts';
import { isSuspended } from '../users/index.ts';
import { closeReports, insertModerationAction, lockOpenReports, lockOpenReportsOfUser, moderationLog, openReportGroups, targetSummaries, targetUsers, type NewModerationAction } from './moderation-repo.ts';

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

const noticeAt = (at: Date) => ({ itemId: null, conversationId: null, bookingId: null, sender: null, createdAt: at, push: null });

export interface ModerationDecision {
  by: User;
  action: ModerationActionKind;
  target: { targetType: ReportTargetType; targetId: string };
  targetUserId: string | null;
  reason: string;
  /** The open reports the decision closes (locked by the caller), and how. */
  reports: ReadonlyArray<{ id: string; reporterId: string }>;
  outcome: 'dismissed' | 'actioned';
  at: Date;
}

/** A decision into the log, the reports it closes closed, each of their reporters told the outcome. */
export async function recordModerationDecision(trx: Knex.Transaction, decision: ModerationDecision): Promise<ModerationAction> {
  const { by, action, target, targetUserId, reason, reports, outcome, at } = decision;
  const id = uuidv7();
  await insertModerationAction(trx, { id, adminId: by.id, action, ...target, targetUserId, reason, createdAt: at });
  if (reports.length) await closeReports(trx, reports.map((report) => report.id), outcome, id, at);
  for (const reporterId of new Set(reports.map((report) => report.reporterId))) await notify(trx, { ...noticeAt(at), userId: reporterId, event: { kind: 'report.reviewed', outcome } });
  return { id, action, ...target, admin: by.username, reason, createdAt: at.toISOString(), reportsClosed: reports.length };
}

export type ReportAction = 'dismiss' | 'warn';

export async function actOnReports(trx: Knex.Transaction, admin: User | undefined, target: { targetType: ReportTargetType; targetId: string }, action: ReportAction, { reason }: ModerationReasonPayload): Promise<ModerationAction> {
  const by = authorize(admin, 'moderation.act', {});
  const open = await lockOpenReports(trx, target.targetType, target.targetId);
  if (open.length === 0) throw new AppError(409, 'reports-closed', reportMessages.server.noOpenReports);
  const targetUserId = open.find((report) => report.targetUserId)?.targetUserId ?? null;
  const at = now();
  const outcome = action === 'dismiss' ? 'dismissed' : 'actioned';
  const logged = await recordModerationDecision(trx, { by, action: action === 'dismiss' ? 'dismiss-reports' : 'warn-user', target, targetUserId, reason, reports: open, outcome, at });
  if (action === 'warn' && targetUserId) await notify(trx, { ...noticeAt(at), userId: targetUserId, event: { kind: 'moderation.warned', reason } });
  return logged;
}

/**
 * Hides a listing from everyone but its owner, who is told why (and can edit it and ask for a
 * review); its open reports close as acted on.
 */
export async function hideListingAction(trx: Knex.Transaction, admin: User | undefined, itemId: string, { reason }: ModerationReasonPayload): Promise<ModerationAction> {
  const by = authorize(admin, 'moderation.act', {});
  const listing = await hideListing(trx, itemId, reason);
  const open = await lockOpenReports(trx, 'item', itemId);
  const at = now();
  const logged = await recordModerationDecision(trx, { by, action: 'hide-listing', target: { targetType: 'item', targetId: itemId }, targetUserId: listing.ownerId, reason, reports: open, outcome: 'actioned', at });
  await notify(trx, { ...noticeAt(at), itemId, userId: listing.ownerId, event: { kind: 'listing.hidden', item: listing.title, reason } });
  return logged;
}

/** Lists a hidden listing again (once its owner's account is restored, if it is suspended); the owner is told. */
export async function restoreListingAction(trx: Knex.Transaction, admin: User | undefined, itemId: string, { reason }: ModerationReasonPayload): Promise<ModerationAction> {
  const by = authorize(admin, 'moderation.act', {});
  const listing = await restoreListing(trx, itemId, (owner) => isSuspended(trx, owner));
  const at = now();
  const logged = await recordModerationDecision(trx, { by, action: 'restore-listing', target: { targetType: 'item', targetId: itemId }, targetUserId: listing.ownerId, reason, reports: [], outcome: 'actioned', at });
  await notify(trx, { ...noticeAt(at), itemId, userId: listing.ownerId, event: { kind: 'listing.restored', item: listing.title } });
  return logged;
}

export async function hiddenListingsFor(db: Knex, admin: User | undefined): Promise<HiddenListing[]> {
  authorize(admin, 'moderation.act', {});
  return hiddenListings(db);
}

/** The log, or (`about`) the part of it about one listing or account. */
export async function moderationLogFor(db: Knex, admin: User | undefined, about?: string): Promise<ModerationAction[]> {
  authorize(admin, 'moderation.act', {});
  return moderationLog(db, MODERATION_LOG_MAX, about);
}

/** What the moderators did about one listing or account (an account's page for the moderators). */
export const moderationLogAbout = (db: Knex, about: string): Promise<ModerationAction[]> => moderationLog(db, MODERATION_LOG_MAX, about);

export { lockOpenReportsOfUser };

/** An administrator's action decided elsewhere (a document's verification or rejection), into the same log, in the caller's transaction. */
export async function recordModerationAction(trx: Knex.Transaction, action: Omit<NewModerationAction, 'id'>): Promise<void> {
  await insertModerationAction(trx, { id: uuidv7(), ...action });
}
