/** SQL of reports: a user's report of a listing, a user or a message. */
import type { Knex } from 'knex';
import type { Report, ReportReason, ReportTargetType } from '@shared/api.ts';

interface ReportRow {
  id: string;
  target_type: ReportTargetType;
  target_id: string;
  reason: ReportReason;
  details: string | null;
  status: Report['status'];
  created_at: Date | string;
}

const columns = ['id', 'target_type', 'target_id', 'reason', 'details', 'status', 'created_at'] as const;

const toReport = (row: ReportRow): Report => ({
  id: row.id,
  targetType: row.target_type,
  targetId: row.target_id,
  reason: row.reason,
  details: row.details,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
});

export interface NewReport {
  id: string;
  reporterId: string;
  targetType: ReportTargetType;
  targetId: string;
  targetUserId: string;
  reason: ReportReason;
  details: string | null;
  createdAt: Date;
}

/** Stores the report; undefined when the reporter's report of this target is still open (nothing stored). */
export async function insertReport(trx: Knex.Transaction, report: NewReport): Promise<Report | undefined> {
  const rows: ReportRow[] = await trx('reports')
    .insert({
      id: report.id,
      reporter_id: report.reporterId,
      target_type: report.targetType,
      target_id: report.targetId,
      target_user_id: report.targetUserId,
      reason: report.reason,
      details: report.details,
      created_at: report.createdAt,
    })
    .onConflict(trx.raw(`(reporter_id, target_type, target_id) WHERE status = 'open'`))
    .ignore()
    .returning(columns);
  return rows[0] ? toReport(rows[0]) : undefined;
}

/** The reports a user made, newest first (their data export). */
export async function reportsBy(db: Knex, reporterId: string): Promise<Report[]> {
  const rows: ReportRow[] = await db('reports').where({ reporter_id: reporterId }).orderBy('created_at', 'desc').select(columns);
  return rows.map(toReport);
}
