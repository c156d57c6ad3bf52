/**
 * A user reports a listing, another user or a message they can see, with a reason and optional
 * words: one open report per reporter per target, rate-limited. Nobody reports themselves, their own
 * listing or their own message; a target that is gone, or a message of a conversation the reporter
 * is not in, is a 404, as it is to them everywhere else.
 */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { Report, User } from '@shared/api.ts';
import { limits } from '@shared/limits.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import type { ReportPayload } from '@shared/schemas/report.ts';
import { now } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { admitHit, type RateLimit } from '../../rate-limit/rate-limit.ts';
import { senderOfMessageSeenBy } from '../conversations/index.ts';
import { listingOwner } from '../items/index.ts';
import { findLiveUserById } from '../users/index.ts';
import { insertReport, reportsBy } from './report-repo.ts';

const t = reportMessages.server;

const reportLimits = (userId: string): RateLimit[] => [
  { key: `report-hour:${userId}`, max: limits.reportsPerHour, windowSeconds: 60 * 60, refusal: t.tooMany },
  { key: `report-day:${userId}`, max: limits.reportsPerDay, windowSeconds: 24 * 60 * 60, refusal: t.tooMany },
];

/** Whose the target is (the listing's owner, the user, the message's sender), as the reporter may see it. */
async function targetUserOf(db: Knex, reporter: User, { targetType, targetId }: ReportPayload): Promise<string | undefined> {
  switch (targetType) {
    case 'item':
      return listingOwner(db, targetId);
    case 'user':
      // A deleted account has nothing left to act on.
      return (await findLiveUserById(db, targetId))?.id;
    case 'message':
      return senderOfMessageSeenBy(db, reporter, targetId);
  }
}

export async function fileReport(trx: Knex.Transaction, reporter: User, payload: ReportPayload): Promise<Report> {
  const targetUserId = await targetUserOf(trx, reporter, payload);
  if (!targetUserId) throw new AppError(404, 'not-found', t.notFound);
  if (targetUserId === reporter.id) throw new AppError(403, 'own-report-target', t.ownTarget);
  await admitHit(trx, reportLimits(reporter.id));
  const report = await insertReport(trx, { id: uuidv7(), reporterId: reporter.id, ...payload, details: payload.details ?? null, targetUserId, createdAt: now() });
  if (!report) throw new AppError(409, 'report-exists', t.alreadyReported);
  return report;
}

/** The reports the user made, newest first (their data export). */
export const reportsMadeBy = (db: Knex, user: User): Promise<Report[]> => reportsBy(db, user.id);
