/**
 * fast-check generators of bad requests for the property test over every route
 * (bad-input.property.test.ts): wrong types, missing and extra fields, huge and deeply nested values,
 * NUL and other control characters, malformed JSON, bodies in other types and encodings, odd methods,
 * forged cursors and ids.
 */
import { METHODS } from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';

/*
 * They know nothing of any one route beyond a sample body to mutate, so a new route is fuzzed as soon
 * as it is added.
 */

/** Strings a careless or hostile client sends. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u001b\u001f\u007f',
  '\u0085\u009f',
  '\n',
  '\r\n\t',
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\\',
  '"',
  '\ud800',
  '\uffff',
  '😀'.repeat(50),
  'x'.repeat(5_000),
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e308',
  '9223372036854775808',
  '00000000-0000-0000-0000-000000000000',
  '2024-02-30T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '+99999-01-01T00:00:00.000Z',
  'true',
  '/media/../secrets.json',
  'http://169.254.169.254/latest/meta-data',
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 300, maxLength: 3_000 }) },
  { weight: 1, arbitrary: fc.uuid() },
  // A plausible value with a control character inside it, most often the NUL PostgreSQL refuses.
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 0x1f }) }, { weight: 1, arbitrary: fc.integer({ min: 0x7f, max: 0x9f }) }), fc.string({ maxLength: 10 }))
      .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`),
  },
);

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, 2 ** 53, 2 ** 63, 2 ** 64, 1e308, -1e308, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER + 2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A JSON value nested `depth` levels: arrays or objects around a scalar. */
const nested = (depth: number, leaf: unknown, asObject: boolean): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = asObject ? { a: value } : [value];
  return value;
};

/** Any JSON value a field should not get. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, {}, [], [[]], [null], { '': '' }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.array(fc.uuid(), { minLength: 1_000, maxLength: 1_200 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 2, max: 60 }), fc.boolean()).map(([depth, asObject]) => nested(depth, 'x', asObject)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
);

/** Field names of the API's bodies, and some it has never heard of. */
const fieldNames = fc.oneof(
  fc.constantFrom(
    'id', 'title', 'description', 'categoryId', 'isNegotiable', 'price', 'priceUnit', 'location', 'contactPhone',
    'imageUrls', 'videoUrl', 'availability', 'fullName', 'username', 'email', 'password', 'phone', 'rating',
    'reviewText', 'changes', 'itemId', 'favorite', 'changedAt', 'ids', 'since', 'limit', 'imageCount', 'contentType',
    'contentLength', 'profileImageUrl', 'role', 'ownerId', 'isFeatured', 'viewCount', 'constructor', 'prototype',
  ),
  nastyString,
);

/** A route's sample body with one field changed to a bad value, removed, or joined by an unknown one. */
export function mutatedBody(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(sample);
  const replace = keys.length ? fc.tuple(fc.constantFrom(...keys), nastyValue).map(([key, value]) => ({ ...sample, [key]: value })) : fc.constant(sample);
  const remove = keys.length
    ? fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(sample).filter(([name]) => name !== key)))
    : fc.constant({});
  const extra = fc.tuple(fieldNames, nastyValue).map(([key, value]) => ({ ...sample, [key]: value }));
  const everyField = fc.array(nastyValue, { minLength: keys.length, maxLength: keys.length }).map((values) => Object.fromEntries(keys.map((key, index) => [key, values[index]])));
  return fc.oneof({ weight: 4, arbitrary: replace }, { weight: 1, arbitrary: remove }, { weight: 1, arbitrary: extra }, { weight: 1, arbitrary: everyField });
}

/** A JSON body of no particular shape: what a route without a sample gets, and every route sometimes. */
export const anyBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.dictionary(fieldNames, nastyValue, { maxKeys: 8 }),
  fc.array(nastyValue, { maxLength: 5 }),
  nastyValue,
);

export interface BodyPlan {
  bytes: Buffer | undefined;
  contentType: string | undefined;
  contentEncoding: string | undefined;
}

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value) ?? 'null');

/** JSON bodies that do not parse, are not objects, poison prototypes, or are nested or sized past the caps. */
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,]',
  '{"a":1}garbage',
  "{'a':1}",
  '{"a":NaN}',
  '"just a string"',
  '123',
  'null',
  '\u0000',
  '\ufeff{}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(8_000)}${']'.repeat(8_000)}`,
  `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
  `{"a":"${'x'.repeat(110 * 1024)}"}`,
];
const malformedJson = fc.constantFrom(...MALFORMED_JSON);

/** Bodies a decompressor chokes on, that decompress past the caps, or in encodings the server does not take. */
export const ENCODED_BODIES: ReadonlyArray<{ bytes: Buffer; contentEncoding: string }> = [
  ...['gzip', 'deflate', 'br', 'GZIP', 'x-gzip', 'compress', 'zstd', 'gzip, br', 'chunked'].flatMap((contentEncoding) => [
    { bytes: Buffer.from('{"not":"compressed"}'), contentEncoding },
    { bytes: gzipSync(Buffer.from('{"a":1}')).subarray(0, 12), contentEncoding },
  ]),
  { bytes: gzipSync(Buffer.from(`${'['.repeat(5_000)}1${']'.repeat(5_000)}`)), contentEncoding: 'gzip' },
  { bytes: gzipSync(Buffer.alloc(2 * 1024 * 1024, 0x20)), contentEncoding: 'gzip' },
  { bytes: deflateSync(Buffer.from('{"a":')), contentEncoding: 'deflate' },
  { bytes: brotliCompressSync(Buffer.from('[1,2')), contentEncoding: 'br' },
];
const encodedBody = fc.constantFrom(...ENCODED_BODIES);

const otherTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;',
  'image/png',
  '',
);

/** The body of a request: JSON built by `value`, or malformed, encoded, mistyped bytes, or none. */
export function bodyPlan(value: fc.Arbitrary<unknown>): fc.Arbitrary<BodyPlan> {
  return fc.oneof(
    { weight: 6, arbitrary: value.map((body) => ({ bytes: json(body), contentType: 'application/json', contentEncoding: undefined })) },
    { weight: 2, arbitrary: malformedJson.map((text) => ({ bytes: Buffer.from(text), contentType: 'application/json', contentEncoding: undefined })) },
    { weight: 1, arbitrary: encodedBody.map((encoded) => ({ ...encoded, contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.tuple(value, otherTypes).map(([body, contentType]) => ({ bytes: json(body), contentType, contentEncoding: undefined })) },
    { weight: 1, arbitrary: fc.constant({ bytes: undefined, contentType: undefined, contentEncoding: undefined }) },
  );
}

const base64url = (text: string): string => Buffer.from(text).toString('base64url');

/** Page cursors a client could forge: out-of-range keys, wrong types, junk ids, junk words. */
export const forgedCursor: fc.Arbitrary<string> = fc.oneof(
  fc.record({ k: fc.oneof(nastyNumber, nastyString, fc.constant(null)), id: fc.oneof(fc.uuid(), nastyString), q: fc.option(nastyString, { nil: undefined }) }).map((cursor) => base64url(JSON.stringify(cursor))),
  fc.record({ seq: fc.oneof(nastyString, fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String)) }).map((cursor) => base64url(JSON.stringify(cursor))),
  nastyString.map(base64url),
  nastyString,
);

/** Query keys some route reads. */
export const QUERY_KEYS = ['q', 'location', 'filter', 'categoryId', 'limit', 'cursor', 'since', 'token', 'recent', 'featured', 'popular'];

const queryKeys = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) },
  { weight: 1, arbitrary: nastyString },
);

/** Encodes for a URL; a lone surrogate (which encodeURIComponent refuses) goes as its raw UTF-8 bytes. */
export function encodePart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** Raw percent-sequences that do not decode. */
const undecodable = fc.constantFrom('%', '%E0%A4', '%zz', '%C0%80', '%FF%FE');

/** A query string (with its "?") of one to four pairs, possibly with a key repeated. */
export const queryString: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      queryKeys,
      fc.oneof(
        { weight: 3, arbitrary: nastyString.map(encodePart) },
        { weight: 2, arbitrary: forgedCursor.map(encodePart) },
        { weight: 1, arbitrary: undecodable },
      ),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((pairs) => `?${pairs.map(([key, value]) => `${encodePart(key)}=${value}`).join('&')}`);

/** A forged page cursor (or changes cursor) as the one query value. */
export const cursorQuery: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('cursor', 'since'), forgedCursor)
  .map(([key, cursor]) => `?${key}=${encodePart(cursor)}`);

/** A path parameter that names nothing real: junk, a stranger's id, text that does not decode. Encoded. */
export const junkParam: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 4, arbitrary: nastyString.filter((text) => text !== '' && text !== '.' && text !== '..').map(encodePart) },
  { weight: 1, arbitrary: undecodable },
);

/**
 * The values every field, query key and path parameter is tried with, whatever the random runs draw:
 * the cases that once reached a 5xx, so they are never left to chance.
 */
export const CORPUS_TEXT = ['a\u0000b', '\u0000', '\u001b[31m', 'line\nbreak', '\u0085', 'x'.repeat(5_000)];
export const CORPUS_VALUES: unknown[] = [...CORPUS_TEXT, 1e308, -1e308, 2 ** 63, null, {}, [], nested(40, 'x', false), nested(40, 'x', true)];
export const CORPUS_CURSORS = [
  { k: -1e308, id: '00000000-0000-4000-8000-000000000000' },
  { k: 2 ** 63, id: '00000000-0000-4000-8000-000000000000' },
  { k: '\u0000', id: '00000000-0000-4000-8000-000000000000' },
  { k: '2024-02-30T00:00:00.000Z', id: 'not-a-uuid' },
  { k: 1, id: '00000000-0000-4000-8000-000000000000', q: 'a\u0000b' },
  { seq: '9223372036854775808' },
  { seq: '-1' },
].map((cursor) => base64url(JSON.stringify(cursor)));
export const ODD_METHODS_FIRST = ['TRACE', 'PROPFIND', 'LOCK', 'PATCH', 'OPTIONS', 'MKCOL'];

/** Methods Node's HTTP parser takes but no route does; CONNECT opens a tunnel instead of a request. */
export const oddMethods = METHODS.filter((method) => !['CONNECT', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE'].includes(method));

/** Cookie headers no session signed: junk, a forged id without its signature, a wrong signature. */
export const forgedCookie: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('kiraya.sid=abc; kiraya.sid.sig=xyz', 'kiraya.sid=%00', 'kiraya.sid=a%E0%A4', 'kiraya.sid="quoted"', '=;=;;', `kiraya.sid=${'x'.repeat(4_000)}`),
  fc.stringMatching(/^[\x21-\x3a\x3c-\x7e]{0,200}$/).map((value) => `kiraya.sid=${value}; kiraya.sid.sig=${value}`),
);

export const idempotencyKey: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.uuid().map((uuid) => `fuzz-${uuid}`) },
  // One key shared by many different requests: a replay, a mismatch or a claim in flight.
  { weight: 1, arbitrary: fc.constant('fuzz-shared-key') },
  { weight: 1, arbitrary: fc.constantFrom('short', 'x'.repeat(300), 'has space in it', 'semi;colon;key', '""""""""""') },
);
