/**
 * Makes a mutating call safe to replay: with an Idempotency-Key header, the first request's answer is
 * stored in the same transaction as its write — this layer hands the transaction stage that follows it
 * (middleware/transaction.ts) the step that stores it — and a replay gets that answer back, byte for
 * byte, without doing anything again.
 */
import { createHash } from 'node:crypto';
import { serverMessages } from '@shared/messages/server.ts';
import { STALE_CLAIM_MS } from '@shared/timings.ts';
import { keyedDigest, sealText, unsealText } from '../documents/document-cipher.ts';
import { AppError } from '../errors.ts';
import { beforeCommit } from '../middleware/transaction.ts';
import type { AppContext, AppMiddleware } from '../types.ts';
import { claimKey, expireAnswer, readKey, releaseKey, saveAnswer, takeOverStaleClaim, type StoredAnswer } from './idempotency-repo.ts';

/*
 * The same key with a different request is a 422; a replay while the first is still running is a 409.
 * Without the header the call behaves as usual. Keys live IDEMPOTENCY_KEY_LIFETIME_MS (the hourly sweep
 * deletes older ones), because a phone can stay offline for weeks.
 */

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;
const JSON_TYPE = 'application/json; charset=utf-8';

export interface IdempotencyOptions {
  /**
   * The key of a request when it is not the Idempotency-Key header: an upload URL is single-use, so
   * the URL itself is the key. undefined ⇒ the request is not keyed.
   */
  keyOf?: (ctx: AppContext) => string | undefined;
  /** What a replay must repeat besides method and path; by default the JSON body. */
  payloadOf?: (ctx: AppContext) => string;
  /** Replays only this long; afterwards the key is free again (answers that go stale: upload links). */
  replayForMs?: number;
  /**
   * For calls whose request or answer holds something private (an identity document's number, its
   * photos' addresses, upload tokens): the stored key and fingerprint are HMACs keyed with the document
   * key (a plain hash of a 12-digit number can be reversed by trying them all) and the stored answer is
   * encrypted with it (AES-256-GCM, bound to the key's row). A replay still gets the first answer back
   * byte for byte; the database alone never reveals it.
   */
  sealed?: boolean;
}

/** Every middleware this module made, so a test can check each mutating route goes through one. */
const made = new WeakSet<AppMiddleware>();
export const isIdempotent = (middleware: unknown): boolean => typeof middleware === 'function' && made.has(middleware as AppMiddleware);

const headerKey = (ctx: AppContext): string | undefined => {
  const key = ctx.get('Idempotency-Key');
  if (!key) return undefined;
  if (!KEY_PATTERN.test(key)) throw new AppError(400, 'invalid-input', serverMessages.idempotency.malformedKey);
  return key;
};

const jsonPayload = (ctx: AppContext): string => JSON.stringify(ctx.request.body ?? null);

/**
 * The answer as the bytes that go out. An object body is serialized here, once, and the response is
 * sent from that same text, so the stored copy cannot differ from what the first caller received.
 */
function fixAnswer(ctx: AppContext): StoredAnswer {
  const body: unknown = ctx.body;
  if (body === undefined || body === null || ctx.status === 204) return { status: ctx.status, body: null, contentType: null };
  if (typeof body === 'string') return { status: ctx.status, body, contentType: ctx.response.get('Content-Type') || null };
  if (Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') {
    throw new Error(`${ctx.method} ${ctx.path}: an idempotent answer must be JSON or text, not bytes or a stream`);
  }
  const text = JSON.stringify(body);
  const status = ctx.status;
  ctx.type = JSON_TYPE;
  ctx.body = text;
  ctx.status = status;
  return { status, body: text, contentType: JSON_TYPE };
}

/** How a sealed call's key is stored: a keyed digest, so the record does not name what it was for. */
export const sealedKey = (documentKey: Buffer, key: string): string => `sealed:${keyedDigest(documentKey, key)}`;

const sealContext = (scope: string, key: string): string => `idempotency:${scope}:${key}`;

function sealAnswer(ctx: AppContext, scope: string, key: string, answer: StoredAnswer): StoredAnswer {
  return answer.body === null ? answer : { ...answer, body: sealText(ctx.config.documentKey, sealContext(scope, key), answer.body) };
}

function unsealAnswer(ctx: AppContext, scope: string, key: string, answer: StoredAnswer): StoredAnswer {
  return answer.body === null ? answer : { ...answer, body: unsealText(ctx.config.documentKey, sealContext(scope, key), answer.body) };
}

function replay(ctx: AppContext, answer: StoredAnswer): void {
  ctx.set('Idempotent-Replayed', 'true');
  ctx.status = answer.status;
  if (answer.body === null) {
    ctx.body = null;
    ctx.status = answer.status;
    return;
  }
  if (answer.contentType) ctx.type = answer.contentType;
  ctx.body = answer.body;
}

export function idempotent(options: IdempotencyOptions = {}): AppMiddleware {
  const { keyOf = headerKey, payloadOf = jsonPayload, replayForMs, sealed = false } = options;
  const middleware: AppMiddleware = async (ctx, next) => {
    const givenKey = keyOf(ctx);
    if (!givenKey) return next();
    const scope = ctx.state.user?.id ?? '';
    const request = `${ctx.method} ${ctx.path}\n${payloadOf(ctx)}`;
    const key = sealed ? sealedKey(ctx.config.documentKey, givenKey) : givenKey;
    const fingerprint = sealed ? keyedDigest(ctx.config.documentKey, request) : createHash('sha256').update(request).digest('hex');
    // The claim commits on its own, before the write's transaction: a duplicate arriving meanwhile
    // must see it (and get a 409) rather than wait on a lock.
    const db = ctx.db;

    let claimed = await claimKey(db, scope, key, fingerprint);
    if (!claimed && replayForMs !== undefined && (await expireAnswer(db, scope, key, replayForMs))) {
      claimed = await claimKey(db, scope, key, fingerprint);
    }
    if (!claimed) {
      const stored = await readKey(db, scope, key);
      if (stored && stored.fingerprint !== fingerprint) throw new AppError(422, 'idempotency-mismatch', serverMessages.idempotency.mismatch);
      if (stored?.answer) return replay(ctx, sealed ? unsealAnswer(ctx, scope, key, stored.answer) : stored.answer);
      // Taken over only once the request that claimed it cannot still be running (timings.ts).
      if (!(await takeOverStaleClaim(db, scope, key, STALE_CLAIM_MS))) {
        throw new AppError(409, 'idempotency-in-flight', serverMessages.idempotency.inFlight);
      }
    }

    let saved = false;
    beforeCommit(ctx, async (trx) => {
      const answer = fixAnswer(ctx);
      await saveAnswer(trx, scope, key, sealed ? sealAnswer(ctx, scope, key, answer) : answer);
      saved = true;
    });
    try {
      await next();
      if (!saved) throw new Error(`${ctx.method} ${ctx.path}: idempotent() needs a transaction stage after it to store the answer`);
    } catch (error) {
      // The write did not happen (it rolled back with the answer): free the key so the same request
      // may be tried again.
      await releaseKey(db, scope, key);
      throw error;
    }
  };
  made.add(middleware);
  return middleware;
}
