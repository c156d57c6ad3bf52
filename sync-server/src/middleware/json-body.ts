/**
 * Reads JSON bodies of API calls, once, with every cap a body needs, so bad input is a clear 4xx and
 * nothing downstream (the idempotency fingerprint's JSON.stringify, a schema, a log line) ever walks a
 * value deep enough to overflow the stack.
 */
import { bodyParser } from '@koa/bodyparser';
import { apiPaths } from '@shared/api.ts';
import { limits } from '@shared/limits.ts';
import { inputMessages } from '@shared/messages/input.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../errors.ts';
import type { AppMiddleware } from '../types.ts';

/*
 * A body in any other type is refused with 415 rather than silently ignored; a compressed body must use
 * an encoding the server takes (415) and must decompress (400); its size is capped after decompression
 * (413) and its nesting depth too (400).
 */

/** The encodings the body reader (inflation) decompresses; identity is no compression. */
const ENCODINGS = new Set(['identity', 'gzip', 'deflate', 'br']);

/** Deeper than any body of the API (favourite changes: object → array → object) by a wide margin. */
export const MAX_JSON_DEPTH = 32;

/** Depth of a parsed JSON value (a scalar is 0), walked without recursion and stopping past `max`. */
export function jsonDepth(value: unknown, max: number): number {
  let deepest = 0;
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof current !== 'object' || current === null) continue;
    const inner = depth + 1;
    if (inner > deepest) deepest = inner;
    if (deepest > max) return deepest;
    for (const child of Object.values(current)) stack.push({ value: child, depth: inner });
  }
  return deepest;
}

/**
 * The body's Content-Encoding, normalised: coding names are case-insensitive (RFC 9110 §8.4.1), the
 * reader compares them as written. A list of several codings is not taken.
 */
function contentEncoding(header: string): string {
  const encoding = header.trim().toLowerCase() || 'identity';
  if (!ENCODINGS.has(encoding)) throw new AppError(415, 'unsupported-encoding', inputMessages.unsupportedEncoding);
  return encoding;
}

/** An error of the decompressor (zlib and brotli errors carry a numeric errno and no HTTP status). */
const isDecompressionError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'errno' in error && !('status' in error) && !('statusCode' in error);

export function jsonBody(): AppMiddleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: limits.jsonBodyBytes,
    encoding: 'utf-8',
    // Strict: only objects and arrays are JSON bodies.
    jsonStrict: true,
    // DELETE too: turning push alerts off names the device's endpoint in the body (DELETE /api/push/subscriptions).
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  }) as unknown as AppMiddleware;
  return async (ctx, next) => {
    // Upload URLs take the raw file, not JSON; the payment webhook's signature is over its raw bytes.
    if (ctx.path.startsWith('/api/uploads/') || ctx.path === apiPaths.paymentWebhook) return next();
    // The provider sign-in pages are server-rendered forms (no script under the CSP): their routes read the form.
    if ((ctx.path === apiPaths.providerLink || ctx.path === apiPaths.providerEmail) && ctx.is('application/x-www-form-urlencoded')) return next();
    // A mail program's one-click unsubscribe posts the form "List-Unsubscribe=One-Click" (RFC 8058); its token is in the address.
    if (ctx.path === apiPaths.emailUnsubscribe && ctx.is('application/x-www-form-urlencoded')) return next();
    const hasBody = ctx.request.length > 0 || ctx.get('Transfer-Encoding') !== '';
    if (!hasBody) return parse(ctx, next);
    if (!ctx.is('application/json')) throw new AppError(415, 'unsupported-media-type', serverMessages.errors.unsupportedType);
    const encoding = contentEncoding(ctx.get('Content-Encoding'));
    // The reader (inflation) reads the header itself and knows only the lower-case names.
    ctx.req.headers['content-encoding'] = encoding;
    const declared = ctx.request.length;
    if (declared !== undefined && declared > limits.jsonBodyBytes) throw new AppError(413, 'payload-too-large', serverMessages.errors.tooLarge);
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      if (encoding !== 'identity' && isDecompressionError(error)) throw new AppError(400, 'undecodable-body', inputMessages.undecodableBody);
      throw error;
    }
    if (jsonDepth(ctx.request.body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      throw new AppError(400, 'too-deeply-nested', inputMessages.tooDeep(MAX_JSON_DEPTH));
    }
    await next();
  };
}
