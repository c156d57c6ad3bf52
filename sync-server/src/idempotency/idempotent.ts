/**
 * Makes a mutating call safe to replay (DESIGN.md §5): with an Idempotency-Key header, the first
 * request's response is stored in the same transaction as its write, and a replay gets that response
 * back without doing anything again. The same key with a different request is a 422; a replay while
 * the first is still running is a 409. Without the header the call behaves as usual. Keys live 30
 * days (the hourly sweep deletes older ones), because a phone can stay offline for weeks.
 */
import { createHash } from 'node:crypto';
import { AppError } from '../errors.ts';
import type { AppContext, AppMiddleware } from '../types.ts';
import { claimKey, expireAnswer, readKey, releaseKey, saveResponse, takeOverStaleClaim } from './idempotency-repo.ts';

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;
/** A claim older than this whose request never answered belonged to a process that stopped. */
const STALE_CLAIM_SECONDS = 120;

export interface IdempotencyOptions {
  /**
   * The key of a request when it is not the Idempotency-Key header: an upload URL is single-use, so
   * the URL itself is the key. undefined ⇒ the request is not keyed.
   */
  keyOf?: (ctx: AppContext) => string | undefined;
  /** What a replay must repeat besides method and path; by default the JSON body. */
  payloadOf?: (ctx: AppContext) => string;
  /**
   * false: the handler is not wrapped in the transaction that stores its answer, because it streams a
   * request body (an upload) and must not hold a database connection meanwhile. Such a handler keeps
   * its own write atomic and must itself answer a repeat of a write that committed before the answer
   * was stored (a process that stopped in between).
   */
  transaction?: boolean;
  /** Replays only this long; afterwards the key is free again (answers that go stale: upload links). */
  replayForMs?: number;
}

/** Every middleware this module made, so a test can check each mutating route goes through one. */
const made = new WeakSet<AppMiddleware>();
export const isIdempotent = (middleware: unknown): boolean => typeof middleware === 'function' && made.has(middleware as AppMiddleware);

const headerKey = (ctx: AppContext): string | undefined => {
  const key = ctx.get('Idempotency-Key');
  if (!key) return undefined;
  if (!KEY_PATTERN.test(key)) {
    throw new AppError(400, 'invalid-input', 'Idempotency-Key must be 8 to 200 letters, digits or . _ : -');
  }
  return key;
};

const jsonPayload = (ctx: AppContext): string => JSON.stringify(ctx.request.body ?? null);

export function idempotent(options: IdempotencyOptions = {}): AppMiddleware {
  const { keyOf = headerKey, payloadOf = jsonPayload, transaction = true, replayForMs } = options;
  const middleware: AppMiddleware = async (ctx, next) => {
    const key = keyOf(ctx);
    if (!key) return next();
    const scope = ctx.state.user?.id ?? '';
    const fingerprint = createHash('sha256').update(`${ctx.method} ${ctx.path}\n${payloadOf(ctx)}`).digest('hex');
    const db = ctx.db;

    let claimed = await claimKey(db, scope, key, fingerprint);
    if (!claimed && replayForMs !== undefined && (await expireAnswer(db, scope, key, replayForMs / 1000))) {
      claimed = await claimKey(db, scope, key, fingerprint);
    }
    if (!claimed) {
      const stored = await readKey(db, scope, key);
      if (stored && stored.fingerprint !== fingerprint) {
        throw new AppError(422, 'idempotency-mismatch', 'This Idempotency-Key was already used for a different request.');
      }
      if (stored && stored.response_status > 0) {
        ctx.set('Idempotent-Replayed', 'true');
        ctx.status = stored.response_status;
        ctx.body = stored.response_body ?? null;
        if (stored.response_status === 204) ctx.body = null;
        return;
      }
      if (!(await takeOverStaleClaim(db, scope, key, STALE_CLAIM_SECONDS))) {
        throw new AppError(409, 'idempotency-in-flight', 'This request is still being processed. Try again in a moment.');
      }
    }

    try {
      if (!transaction) {
        await next();
        await saveResponse(db, scope, key, ctx.status, ctx.body);
        return;
      }
      await db.transaction(async (trx) => {
        ctx.db = trx;
        try {
          await next();
        } finally {
          ctx.db = db;
        }
        await saveResponse(trx, scope, key, ctx.status, ctx.body);
      });
    } catch (error) {
      // The write did not happen (or answers a repeat by itself): free the key so the same request
      // may be tried again.
      await releaseKey(db, scope, key);
      throw error;
    }
  };
  made.add(middleware);
  return middleware;
}
