/**
 * Support requests: a user sends one (rate-limited), reads their own, and administrators read the
 * queue and answer each request once; the answer reaches the user as a notification (and a push
 * alert) through the notify module, its title in their language and the answer as written.
 */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { AdminSupportRequest, SupportRequest, User } from '@shared/api.ts';
import { supportMessages } from '@shared/messages/support.ts';
import type { SupportAnswerPayload, SupportRequestPayload } from '@shared/schemas/support.ts';
import { now } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { cursorKey, decodeCursor, encodeCursor, invalidCursor } from '../../paging/cursor.ts';
import { authorize } from '../../policy/policy.ts';
import { admitHit } from '../../rate-limit/rate-limit.ts';
import { notify } from '../notify/index.ts';
import { supportRateLimits } from './support-limits.ts';
import {
  answerSupportRequest,
  findQueuedSupportRequest,
  insertSupportRequest,
  listOwnSupportRequests,
  listSupportQueue,
  lockSupportRequest,
  type QueueKey,
} from './support-repo.ts';

/** How many of their own requests a user is shown: the support page lists the recent ones. */
const OWN_REQUESTS_MAX = 50;

export async function sendSupportRequest(trx: Knex.Transaction, user: User, payload: SupportRequestPayload): Promise<SupportRequest> {
  await admitHit(trx, supportRateLimits(user.id));
  return insertSupportRequest(trx, { id: uuidv7(), userId: user.id, message: payload.message, createdAt: now() });
}

export const ownSupportRequests = (db: Knex, user: User): Promise<SupportRequest[]> => listOwnSupportRequests(db, user.id, OWN_REQUESTS_MAX);

/** The queue's cursor: the group the page ended in, then that request's time and id. */
const encodeQueueKey = (key: QueueKey | null): string | null => (key ? encodeCursor({ k: key.at, id: key.id, g: key.group }) : null);
function decodeQueueKey(text: string | undefined): QueueKey | undefined {
  if (!text) return undefined;
  const cursor = decodeCursor(text);
  if (cursor.g === undefined || cursor.g > 2) throw invalidCursor();
  return { group: cursor.g, at: String(cursorKey(cursor, 'recent')), id: cursor.id };
}

export async function supportQueuePage(
  db: Knex,
  admin: User | undefined,
  query: { limit: number; cursor?: string | undefined },
): Promise<{ rows: AdminSupportRequest[]; nextCursor: string | null }> {
  authorize(admin, 'support.administer', {});
  const { rows, next } = await listSupportQueue(db, now(), query.limit, decodeQueueKey(query.cursor));
  return { rows, nextCursor: encodeQueueKey(next) };
}

/** Answers an open request once, in the caller's transaction (the row locked throughout). */
export async function answerSupport(trx: Knex.Transaction, admin: User | undefined, id: string, payload: SupportAnswerPayload): Promise<AdminSupportRequest> {
  // Non-administrators are refused before anything is looked up: they learn nothing of which ids exist.
  const by = authorize(admin, 'support.administer', {});
  const locked = await lockSupportRequest(trx, id);
  if (!locked) throw new AppError(404, 'not-found', supportMessages.server.notFound);
  if (locked.answered) throw new AppError(409, 'support-request-answered', supportMessages.server.alreadyAnswered);
  const at = now();
  await answerSupportRequest(trx, { id, answer: payload.answer, adminId: by.id, adminUsername: by.username, at });
  await notify(trx, {
    userId: locked.userId,
    event: { kind: 'support.answered', answer: payload.answer },
    itemId: null,
    conversationId: null,
    bookingId: null,
    sender: null,
    createdAt: at,
    push: (words) => ({ type: 'notice', title: words.title, body: words.message, url: '/support', tag: `support:${id}` }),
  });
  const answered = await findQueuedSupportRequest(trx, id, at);
  if (!answered) throw new Error(`support request ${id} vanished inside its own transaction`);
  return answered;
}
