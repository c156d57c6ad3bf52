/**
 * The hourly sweep of what expires (sessions, idempotency keys, sign-in and rate counters, upload links) and of media no
 * listing or account uses, and of identity document photos no document needs; it also tells devices of
 * the listings whose owner's paid plan ended (no longer featured). Every server process ticks at start and then hourly, but a tick runs the
 * sweep only when it claims the hour on the database (sweep-claim-repo.ts): with several processes
 * on one PostgreSQL database the sweep runs once an hour, not once per process.
 */
import type { Knex } from 'knex';
import { deleteOldKeys } from '../idempotency/idempotency-repo.ts';
import type { Logger } from '../logger.ts';
import { now } from '../clock.ts';
import { sweepEmailConfirmations, sweepForgottenSignInCounters, sweepPasswordResets } from '../modules/auth/index.ts';
import { sweepThreadEmails } from '../modules/email-alerts/index.ts';
import { restampListingsOfEndedPlans } from '../modules/items/index.ts';
import { sweepDocumentPhotos } from '../modules/documents/index.ts';
import { sweepUnusedMedia, forgetExpiredUploadLinks } from '../modules/media/index.ts';
import { sweepEndedRateWindows } from '../rate-limit/rate-limit.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { deleteExpiredSessions } from '../session/session-store.ts';
import { claimRun } from './sweep-claim-repo.ts';

export const SWEEP_JOB = 'hourly-sweep';
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/**
 * A tick claims the sweep when its last run (by any process) is at least this old: a little less than
 * the period, so a process's own timer, which fires a few milliseconds early or late, never misses
 * its hour, while a second process ticking half an hour later finds the last run too recent.
 */
const MIN_GAP_MS = SWEEP_EVERY_MS - 5 * 60 * 1000;

export interface SweepDependencies {
  db: Knex;
  storage: MediaStorage;
  logger: Logger;
}

export interface SweepCounts {
  sessions: number;
  idempotencyKeys: number;
  media: number;
  /** Listings marked changed because their owner's paid plan ended. */
  endedPlanListings: number;
}

/** One tick: the counts of what was removed, or undefined when another process swept this hour. */
export async function sweepTick({ db, storage, logger }: SweepDependencies): Promise<SweepCounts | undefined> {
  if (!(await claimRun(db, SWEEP_JOB, MIN_GAP_MS))) {
    logger.debug('hourly sweep skipped: a process swept less than an hour ago');
    return undefined;
  }
  const [sessions, idempotencyKeys, , , media, , documentPhotos, endedPlanListings] = await Promise.all([
    deleteExpiredSessions(db),
    deleteOldKeys(db),
    sweepForgottenSignInCounters(db),
    forgetExpiredUploadLinks(db, new Date()),
    sweepUnusedMedia(db, { storage, log: logger }),
    sweepEndedRateWindows(db),
    sweepDocumentPhotos(db, { storage, log: logger }),
    // Two periods back, so a tick that comes late (or a process that was down for one) misses no plan's end.
    restampListingsOfEndedPlans(db, now(), 2 * SWEEP_EVERY_MS),
    sweepPasswordResets(db),
    sweepEmailConfirmations(db),
    sweepThreadEmails(db),
  ]);
  const counts = { sessions: deletedCount(sessions), idempotencyKeys: deletedCount(idempotencyKeys), media: media + documentPhotos, endedPlanListings };
  logger.info(counts, 'hourly sweep done');
  return counts;
}

/** Ticks now (resolved when done) and then hourly; a failed tick is logged and retried next hour. */
export function scheduleSweeps(dependencies: SweepDependencies): { firstTick: Promise<void>; stop: () => void } {
  const tick = () =>
    sweepTick(dependencies).then(
      () => undefined,
      (err: unknown) => dependencies.logger.warn({ err }, 'sweep of expired sessions, keys, sign-in counters, upload links or unused media failed'),
    );
  const timer = setInterval(() => void tick(), SWEEP_EVERY_MS);
  timer.unref();
  return { firstTick: tick(), stop: () => clearInterval(timer) };
}

/**
 * knex answers a delete with the number of rows on `pg`, but knex-pglite passes PGlite's result
 * object through (typed as a number all the same): read the count from either.
 */
function deletedCount(result: unknown): number {
  if (typeof result === 'number') return result;
  const affected = typeof result === 'object' && result !== null && 'affectedRows' in result ? result.affectedRows : undefined;
  return typeof affected === 'number' ? affected : 0;
}
