/** SQL of the moderators' view of accounts: finding them, and one account's page. */
import type { Knex } from 'knex';
import type { AdminUserDetail, AdminUserSummary, ReportReason, ReportTargetType, UserRole } from '@shared/api.ts';

interface SummaryRow {
  id: string;
  username: string;
  full_name: string | null;
  email: string;
  phone: string | null;
  role: UserRole;
  suspended_at: Date | null;
  created_at: Date;
}

const SUMMARY_COLUMNS = ['id', 'username', 'full_name', 'email', 'phone', 'role', 'suspended_at', 'created_at'];

const toSummary = (row: SummaryRow): AdminUserSummary => ({
  id: row.id,
  username: row.username,
  fullName: row.full_name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  suspended: row.suspended_at !== null,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Escapes LIKE wildcards so a moderator's "%" or "_" is matched literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Accounts whose name, username, email or phone holds `q` (letter case ignored; a phone's spaces and
 * dashes too), exact username or email first, then the newest. Deleted accounts hold nothing to find.
 */
export async function searchUsers(db: Knex, q: string, limit: number): Promise<AdminUserSummary[]> {
  const pattern = containing(q.toLowerCase());
  const digits = q.replace(/\D/g, '');
  const rows: SummaryRow[] = await db('users')
    .whereNull('deleted_at')
    .where((match) => {
      match
        .whereRaw("lower(username) LIKE ? ESCAPE '\\'", [pattern])
        .orWhereRaw("lower(email) LIKE ? ESCAPE '\\'", [pattern])
        .orWhereRaw("lower(coalesce(full_name, '')) LIKE ? ESCAPE '\\'", [pattern]);
      if (digits.length >= 4) match.orWhereRaw("regexp_replace(coalesce(phone, ''), '\\D', '', 'g') LIKE ?", [`%${digits}%`]);
    })
    .orderByRaw('(lower(username) = ? OR lower(email) = ?) DESC, created_at DESC, id DESC', [q.toLowerCase(), q.toLowerCase()])
    .limit(limit)
    .select(SUMMARY_COLUMNS);
  return rows.map(toSummary);
}

type AccountPart = Omit<AdminUserDetail, 'listings' | 'reports' | 'documents' | 'log'>;

/** The account's own facts; undefined when there is none (or it was deleted). */
export async function accountForModerators(db: Knex, id: string): Promise<AccountPart | undefined> {
  const row: (SummaryRow & { is_verified: boolean; suspended_reason: string | null; premium_tier: string; premium_expires_at: Date | null; email_confirmed_at: Date | null; last_seen_at: Date | null }) | undefined = await db('users')
    .where({ id })
    .whereNull('deleted_at')
    .first(...SUMMARY_COLUMNS, 'is_verified', 'suspended_reason', 'premium_tier', 'premium_expires_at', 'email_confirmed_at', db.raw('(SELECT max(last_seen_at) FROM sessions s WHERE s.user_id = users.id) AS last_seen_at'));
  if (!row) return undefined;
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return {
    ...toSummary(row),
    isVerified: row.is_verified,
    suspendedAt: iso(row.suspended_at),
    suspendedReason: row.suspended_reason,
    premiumTier: row.premium_tier,
    premiumExpiresAt: iso(row.premium_expires_at),
    emailConfirmed: row.email_confirmed_at !== null,
    lastSeenAt: iso(row.last_seen_at),
  };
}

/** Reports against the account, its listings and its messages, newest first. */
export async function reportsAgainst(db: Knex, userId: string, limit: number): Promise<AdminUserDetail['reports']> {
  const rows: Array<{ id: string; target_type: ReportTargetType; target_id: string; reason: ReportReason; details: string | null; status: 'open' | 'dismissed' | 'actioned'; reporter: string; created_at: Date }> = await db('reports as r')
    .join('users as u', 'u.id', 'r.reporter_id')
    .where('r.target_user_id', userId)
    .orderBy([{ column: 'r.created_at', order: 'desc' }, { column: 'r.id', order: 'desc' }])
    .limit(limit)
    .select('r.id', 'r.target_type', 'r.target_id', 'r.reason', 'r.details', 'r.status', 'u.username as reporter', 'r.created_at');
  return rows.map((row) => ({ id: row.id, targetType: row.target_type, targetId: row.target_id, reason: row.reason, details: row.details, status: row.status, reporter: row.reporter, createdAt: new Date(row.created_at).toISOString() }));
}

/** The account's identity documents: their type and where their review stands (never their number or photos). */
export async function documentsOf(db: Knex, userId: string): Promise<AdminUserDetail['documents']> {
  const rows: Array<{ id: string; document_type: string; status: string; submitted_at: Date }> = await db('verification_documents')
    .where({ user_id: userId })
    .orderBy('submitted_at', 'desc')
    .select('id', 'document_type', 'status', 'submitted_at');
  return rows.map((row) => ({ id: row.id, documentType: row.document_type, status: row.status, submittedAt: new Date(row.submitted_at).toISOString() }));
}

/** The account's role and suspension, locked for the decision about to change one of them; undefined when there is none. */
export async function lockAccount(trx: Knex.Transaction, id: string): Promise<{ id: string; role: UserRole; suspended: boolean; email: string; name: string } | undefined> {
  const row: { id: string; role: UserRole; suspended_at: Date | null; email: string; username: string; full_name: string | null } | undefined = await trx('users')
    .where({ id })
    .whereNull('deleted_at')
    .forUpdate()
    .first('id', 'role', 'suspended_at', 'email', 'username', 'full_name');
  return row && { id: row.id, role: row.role, suspended: row.suspended_at !== null, email: row.email, name: row.full_name || row.username };
}
