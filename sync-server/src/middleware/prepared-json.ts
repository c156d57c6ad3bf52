/**
 * A JSON answer many requests share (a cached listing page, the categories): serialized once and
 * compressed once per encoding asked for, so each request only picks the bytes. koa-compress would
 * compress it again for every request that accepts compression, which cost a cached page more than
 * everything else its request did.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { RememberedAnswers } from '../remembered-answers.ts';
import type { AppContext } from '../types.ts';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Below this, compressing saves less than it costs (koa-compress's threshold, used for every other answer). */
const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(brotliCompress);
const compressors: Record<Encoding, (json: Buffer) => Promise<Buffer>> = {
  // koa-compress's quality: the same bytes as before, made once instead of per request.
  br: (json) => brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: promisify(gzip),
};

export interface PreparedJson {
  json: Buffer;
  /** The JSON in `encoding`, made on first use; undefined when it is too short to be worth compressing. */
  encoded(encoding: Encoding): Promise<Buffer> | undefined;
}

export function prepareJson(value: unknown): PreparedJson {
  const json = Buffer.from(JSON.stringify(value));
  const made = new Map<Encoding, Promise<Buffer>>();
  return {
    json,
    encoded(encoding) {
      if (json.length < COMPRESS_FROM_BYTES) return undefined;
      let body = made.get(encoding);
      if (!body) {
        body = compressors[encoding](json);
        // A failed compression is not kept: the next request tries again.
        body.catch(() => made.delete(encoding));
        made.set(encoding, body);
      }
      return body;
    },
  };
}

/** Distinct Accept-Encoding headers remembered: browsers send a handful of them. */
const chosenEncodings = new RememberedAnswers<Encoding | undefined>(64);

/** Whether an Accept-Encoding header names brotli itself (not only through `*`). */
const namesBrotli = (header: string): boolean => /(?:^|,)\s*br\s*(?:;|,|$)/i.test(header);

/**
 * The encoding to answer in, remembered per Accept-Encoding header (parsing the header was a tenth of
 * a cached page's cost): brotli when the client names it (smaller, and quicker to make at this
 * quality), else gzip, else none. Browsers name both without preferring either, and koa-compress
 * chose brotli for them too; a bare `*` gets gzip, as koa-compress gives it, since a client that
 * names nothing may not know brotli.
 */
function preferredEncoding(ctx: AppContext): Encoding | undefined {
  const header = ctx.get('Accept-Encoding');
  return chosenEncodings.get(header, () =>
    ENCODINGS.find((encoding) => ctx.acceptsEncodings(encoding) === encoding && (encoding !== 'br' || namesBrotli(header))),
  );
}

/** Answers with the prepared JSON in the encoding the client prefers (plain when it accepts none). */
export async function sendPreparedJson(ctx: AppContext, prepared: PreparedJson): Promise<void> {
  const encoding = preferredEncoding(ctx);
  const encoded = encoding ? await prepared.encoded(encoding) : undefined;
  // Set here, not left to koa-compress: a cached page is answered before it (items/item-pages.ts).
  ctx.vary('Accept-Encoding');
  // A JSON type the handler chose (application/problem+json, say) stays.
  if (!ctx.response.is('json')) ctx.type = 'application/json';
  ctx.body = encoded ?? prepared.json;
  // koa-compress leaves a body that already has its encoding alone.
  if (encoding && encoded) ctx.set('Content-Encoding', encoding);
}
