/** SQL of the moderators' work: open reports by target, closing them, and the append-only log. */
import type { Knex } from 'knex';
import type { ModerationAction, ModerationActionKind, ReportEntry, ReportReason, ReportTargetType } from '@shared/api.ts';

interface GroupRow {
  target_type: ReportTargetType;
  target_id: string;
  target_user_id: string | null;
  count: string | number;
  latest_at: Date | string;
}

export interface OpenReportGroup {
  targetType: ReportTargetType;
  targetId: string;
  targetUserId: string | null;
  count: number;
  latestAt: Date;
  reports: Array<ReportEntry>;
}

/** The open reports, one group per target, most reported then most recent first; at most `limit` targets. */
export async function openReportGroups(db: Knex, limit: number): Promise<OpenReportGroup[]> {
  const groups: GroupRow[] = await db('reports')
    .where({ status: 'open' })
    .groupBy('target_type', 'target_id')
    .select('target_type', 'target_id', db.raw('max(target_user_id::text) as target_user_id'), db.raw('count(*) as count'), db.raw('max(created_at) as latest_at'))
    .orderBy([{ column: 'count', order: 'desc' }, { column: 'latest_at', order: 'desc' }])
    .limit(limit);
  if (groups.length === 0) return [];
  const rows: Array<{ id: string; target_type: string; target_id: string; reason: ReportReason; details: string | null; created_at: Date | string; reporter: string }> = await db('reports as r')
    .join('users as u', 'u.id', 'r.reporter_id')
    .where('r.status', 'open')
    .whereIn('r.target_id', groups.map((group) => group.target_id))
    .orderBy('r.created_at', 'desc')
    .select('r.id', 'r.target_type', 'r.target_id', 'r.reason', 'r.details', 'r.created_at', 'u.username as reporter');
  return groups.map((group) => ({
    targetType: group.target_type,
    targetId: group.target_id,
    targetUserId: group.target_user_id,
    count: Number(group.count),
    latestAt: new Date(group.latest_at),
    reports: rows
      .filter((row) => row.target_type === group.target_type && row.target_id === group.target_id)
      .map((row) => ({ id: row.id, reason: row.reason, details: row.details, createdAt: new Date(row.created_at).toISOString(), reporter: row.reporter })),
  }));
}

/** What others see of each target: a listing's title, a message's text, a user's name. */
export async function targetSummaries(db: Knex, targets: ReadonlyArray<{ targetType: ReportTargetType; targetId: string }>): Promise<Map<string, string>> {
  const idsOf = (type: ReportTargetType) => targets.filter((target) => target.targetType === type).map((target) => target.targetId);
  const [items, messages, users] = await Promise.all([
    db('items').whereIn('id', idsOf('item')).select('id', 'title as text'),
    db('messages').whereIn('id', idsOf('message')).select('id', 'body as text'),
    db('users').whereIn('id', idsOf('user')).select('id', db.raw('coalesce(full_name, username) as text')),
  ]);
  return new Map([...items, ...messages, ...users].map((row: { id: string; text: string }) => [row.id, row.text]));
}

/** The people the targets belong to: id → username and shown name. */
export async function targetUsers(db: Knex, ids: readonly string[]): Promise<Map<string, { id: string; username: string; name: string }>> {
  const rows: Array<{ id: string; username: string; name: string }> = await db('users').whereIn('id', [...ids]).select('id', 'username', db.raw('coalesce(full_name, username) as name'));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The target's open reports, locked until the transaction ends: their ids, reporters and whose the target is. */
export async function lockOpenReports(trx: Knex.Transaction, targetType: ReportTargetType, targetId: string): Promise<Array<{ id: string; reporterId: string; targetUserId: string | null }>> {
  const rows: Array<{ id: string; reporter_id: string; target_user_id: string | null }> = await trx('reports')
    .where({ target_type: targetType, target_id: targetId, status: 'open' })
    .forUpdate()
    .select('id', 'reporter_id', 'target_user_id');
  return rows.map((row) => ({ id: row.id, reporterId: row.reporter_id, targetUserId: row.target_user_id }));
}

export interface NewModerationAction {
  id: string;
  adminId: string;
  action: ModerationActionKind;
  targetType: ReportTargetType | 'document';
  targetId: string;
  targetUserId: string | null;
  reason: string;
  createdAt: Date;
}

export async function insertModerationAction(trx: Knex.Transaction, action: NewModerationAction): Promise<void> {
  await trx('moderation_actions').insert({
    id: action.id,
    admin_id: action.adminId,
    action: action.action,
    target_type: action.targetType,
    target_id: action.targetId,
    target_user_id: action.targetUserId,
    reason: action.reason,
    created_at: action.createdAt,
  });
}

export async function closeReports(trx: Knex.Transaction, ids: readonly string[], status: 'dismissed' | 'actioned', actionId: string, at: Date): Promise<void> {
  await trx('reports').whereIn('id', [...ids]).update({ status, resolved_at: at, resolved_by: actionId });
}

/**
 * The open reports of every target that is the user's (their listings, messages and the user
 * themself), locked until the transaction ends: an account's suspension closes them all.
 */
export async function lockOpenReportsOfUser(trx: Knex.Transaction, userId: string): Promise<Array<{ id: string; reporterId: string; targetUserId: string | null }>> {
  const rows: Array<{ id: string; reporter_id: string; target_user_id: string | null }> = await trx('reports')
    .where({ target_user_id: userId, status: 'open' })
    .forUpdate()
    .select('id', 'reporter_id', 'target_user_id');
  return rows.map((row) => ({ id: row.id, reporterId: row.reporter_id, targetUserId: row.target_user_id }));
}

/** The log, newest first, with how many reports each action closed; `about`: only the actions on that target or its owner's account. */
export async function moderationLog(db: Knex, limit: number, about?: string): Promise<ModerationAction[]> {
  const rows: Array<{ id: string; action: ModerationActionKind; target_type: ReportTargetType | 'document'; target_id: string; admin: string; reason: string; created_at: Date | string; closed: string | number }> = await db(
    'moderation_actions as a',
  )
    .join('users as u', 'u.id', 'a.admin_id')
    .modify((query) => {
      if (about) query.where((target) => target.where('a.target_id', about).orWhere('a.target_user_id', about));
    })
    .orderBy([{ column: 'a.created_at', order: 'desc' }, { column: 'a.id', order: 'desc' }])
    .limit(limit)
    .select('a.id', 'a.action', 'a.target_type', 'a.target_id', 'u.username as admin', 'a.reason', 'a.created_at', db.raw('(select count(*) from reports r where r.resolved_by = a.id) as closed'));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    admin: row.admin,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    reportsClosed: Number(row.closed),
  }));
}
