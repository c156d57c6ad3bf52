/** SQL for support requests; the only place that knows the support_requests table's columns. */
import type { Knex } from 'knex';
import type { AdminSupportRequest, SupportRequest } from '@shared/api.ts';

interface SupportRow {
  id: string;
  user_id: string;
  message: string;
  answer: string | null;
  created_at: Date | string;
  answered_at: Date | string | null;
  answered_by_username: string | null;
}

interface QueueRow extends SupportRow {
  username: string;
  full_name: string | null;
  email: string;
  is_premium: boolean;
  queue_group: number;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function toSupportRequest(row: SupportRow): SupportRequest {
  return {
    id: row.id,
    message: row.message,
    status: row.answer === null ? 'open' : 'answered',
    answer: row.answer,
    createdAt: iso(row.created_at),
    answeredAt: row.answered_at === null ? null : iso(row.answered_at),
  };
}

function toAdminSupportRequest(row: QueueRow): AdminSupportRequest {
  return {
    ...toSupportRequest(row),
    user: { id: row.user_id, username: row.username, fullName: row.full_name ?? row.username, email: row.email, isPremium: row.is_premium },
    answeredBy: row.answered_by_username,
  };
}

const COLUMNS = ['id', 'user_id', 'message', 'answer', 'created_at', 'answered_at', 'answered_by_username'] as const;

export async function insertSupportRequest(trx: Knex.Transaction, request: { id: string; userId: string; message: string; createdAt: Date }): Promise<SupportRequest> {
  const [row] = await trx('support_requests')
    .insert({ id: request.id, user_id: request.userId, message: request.message, created_at: request.createdAt })
    .returning<SupportRow[]>([...COLUMNS]);
  if (!row) throw new Error('inserting a support request returned no row');
  return toSupportRequest(row);
}

/** The user's own requests, newest first. */
export async function listOwnSupportRequests(db: Knex, userId: string, limit: number): Promise<SupportRequest[]> {
  const rows = await db('support_requests')
    .where({ user_id: userId })
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(limit)
    .select<SupportRow[]>([...COLUMNS]);
  return rows.map(toSupportRequest);
}

/** Where a page of the queue ends: the request's group (0 open premium, 1 open, 2 answered), time and id. */
export interface QueueKey {
  group: number;
  at: string;
  id: string;
}

/**
 * The queue, one page: open requests before answered ones, and among the open ones those of users
 * who are premium at `at` first; oldest first within each group. Premium is judged as the page is
 * read, so a user who lapses moves down the queue on the next read.
 */
export async function listSupportQueue(db: Knex, at: Date, limit: number, after: QueueKey | undefined): Promise<{ rows: AdminSupportRequest[]; next: QueueKey | null }> {
  const premium = db.raw("(u.premium_tier <> 'free' AND (u.premium_expires_at IS NULL OR u.premium_expires_at > ?))", [at]);
  const ranked = db('support_requests as r')
    .join('users as u', 'u.id', 'r.user_id')
    .select(COLUMNS.map((column) => `r.${column}`))
    .select('u.username', 'u.full_name', 'u.email')
    .select(db.raw('? AS is_premium', [premium]))
    .select(db.raw('CASE WHEN r.answer IS NOT NULL THEN 2 WHEN ? THEN 0 ELSE 1 END AS queue_group', [premium]));
  const query = db
    .from(ranked.as('q'))
    .select<QueueRow[]>('*')
    .orderBy([{ column: 'queue_group' }, { column: 'created_at' }, { column: 'id' }])
    .limit(limit + 1);
  if (after) query.whereRaw('(queue_group, created_at, id) > (?, ?, ?)', [after.group, after.at, after.id]);
  const rows = await query;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(toAdminSupportRequest),
    next: rows.length > limit && last ? { group: Number(last.queue_group), at: iso(last.created_at), id: last.id } : null,
  };
}

/** The request, locked for the rest of the transaction (an answer waits for another one in flight). */
export async function lockSupportRequest(trx: Knex.Transaction, id: string): Promise<{ userId: string; answered: boolean } | undefined> {
  const row = await trx('support_requests').where({ id }).forUpdate().first<Pick<SupportRow, 'user_id' | 'answer'> | undefined>('user_id', 'answer');
  return row ? { userId: row.user_id, answered: row.answer !== null } : undefined;
}

export async function answerSupportRequest(
  trx: Knex.Transaction,
  answer: { id: string; answer: string; adminId: string; adminUsername: string; at: Date },
): Promise<void> {
  await trx('support_requests')
    .where({ id: answer.id })
    .update({ answer: answer.answer, answered_at: answer.at, answered_by: answer.adminId, answered_by_username: answer.adminUsername });
}

/** One request as the queue shows it (premium judged at `at`). */
export async function findQueuedSupportRequest(db: Knex, id: string, at: Date): Promise<AdminSupportRequest | undefined> {
  const row = await db('support_requests as r')
    .join('users as u', 'u.id', 'r.user_id')
    .where('r.id', id)
    .first<QueueRow | undefined>(
      ...COLUMNS.map((column) => `r.${column}`),
      'u.username',
      'u.full_name',
      'u.email',
      db.raw("(u.premium_tier <> 'free' AND (u.premium_expires_at IS NULL OR u.premium_expires_at > ?)) AS is_premium", [at]),
    );
  return row ? toAdminSupportRequest(row) : undefined;
}
