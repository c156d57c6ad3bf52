/**
 * Makes a mutating call safe to replay (DESIGN.md §5): with an Idempotency-Key header, the first
 * request's response is stored in the same transaction as its write, and a replay gets that response
 * back without doing anything again. The same key with a different request is a 422; a replay while
 * the first is still running is a 409. Without the header the call behaves as usual.
 */
import { createHash } from 'node:crypto';
import { AppError } from '../errors.ts';
import type { AppMiddleware } from '../types.ts';
import { claimKey, readKey, releaseKey, saveResponse, takeOverStaleClaim } from './idempotency-repo.ts';

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;
/** A claim older than this whose request never answered belonged to a process that stopped. */
const STALE_CLAIM_SECONDS = 120;

export function idempotent(): AppMiddleware {
  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    if (!key) return next();
    if (!KEY_PATTERN.test(key)) {
      throw new AppError(400, 'invalid-input', 'Idempotency-Key must be 8 to 200 letters, digits or . _ : -');
    }
    const scope = ctx.state.user?.id ?? '';
    const fingerprint = createHash('sha256')
      .update(`${ctx.method} ${ctx.path}\n${JSON.stringify(ctx.request.body ?? null)}`)
      .digest('hex');
    const db = ctx.db;

    if (!(await claimKey(db, scope, key, fingerprint))) {
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
      // The write did not happen: free the key so the same request may be tried again.
      await releaseKey(db, scope, key);
      throw error;
    }
  };
}
