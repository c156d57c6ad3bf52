/**
 * The one error path: typed AppErrors, valibot issues, body-parser failures and
 * database constraint violations become the one JSON error shape. A 5xx never shows a stack.
 */
import type { ApiErrorBody, ApiErrorCode, FieldErrorCode } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { serverMessages } from '@shared/messages/server.ts';
import * as v from 'valibot';
import { AppError } from '../errors.ts';
import type { AppMiddleware } from '../types.ts';
import { loggedPath } from './logged-path.ts';

/** Unique indexes whose violation means something a user can act on; the field's code is the error's. */
const uniqueViolations: Record<string, { code: ApiErrorCode & FieldErrorCode; message: string; field: string }> = {
  users_username_lower_unique: { code: 'username-taken', message: serverMessages.errors.usernameTaken, field: 'username' },
  users_email_lower_unique: { code: 'email-taken', message: serverMessages.errors.emailTaken, field: 'email' },
  // Two submissions of one document type racing past the service's check.
  verification_documents_one_per_type: { code: 'document-type-taken', message: documentMessages.validation.typeTaken, field: 'documentType' },
};

const foreignKeyFields: Record<string, { field: string; message: string }> = {
  items_category_id_foreign: { field: 'categoryId', message: listingMessages.validation.categoryRequired },
};

/**
 * SQLSTATEs of values the database cannot take: bad text for a type, out of range, a bad date, too
 * long, a failed check, a NUL or a character the encoding lacks. The schemas and the address guard
 * refuse these first; this is the last line of defence, so a value they miss is still the client's
 * 400, not a 500 — and a warning in the log, since a schema has a hole.
 */
const REFUSED_VALUES = new Set(['22P02', '22003', '22007', '22008', '22001', '23514', '22021', '22P05']);

/** What the cookies module throws when asked to send a Secure cookie over plain HTTP. */
const SECURE_COOKIE_OVER_HTTP = 'Cannot send secure cookie over unencrypted connection';

/** The log message of a value only the database refused (the property test watches for it). */
export const REFUSED_BY_DATABASE = 'a value the schemas let through was refused by the database';

const isRefusedValue = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && REFUSED_VALUES.has(String((error as ErrorLike).code));

interface ErrorLike {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  code?: unknown;
  constraint?: unknown;
  expose?: unknown;
  message?: unknown;
}

export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof v.ValiError) return fromIssues(error.issues);
  // The cookies module refuses a Secure cookie on a plain-HTTP request: a production site served
  // without TLS, or behind a TLS proxy the server was not told to trust. The caller can do nothing
  // about it, but a 500 would hide from the operator what to set.
  if (error instanceof Error && error.message === SECURE_COOKIE_OVER_HTTP) return new AppError(403, 'https-required', serverMessages.errors.httpsRequired);
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as ErrorLike;
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : undefined;
  // Body parser (raw-body / co-body) failures.
  if (e.type === 'entity.too.large' || status === 413) return new AppError(413, 'payload-too-large', serverMessages.errors.tooLarge);
  // co-body marks a JSON syntax error (and a scalar where an object is required) as a 400 SyntaxError.
  if (e.type === 'entity.parse.failed' || (error instanceof SyntaxError && status === 400)) return new AppError(400, 'malformed-json', serverMessages.errors.malformedJson);
  if (status === 415) return new AppError(415, 'unsupported-media-type', serverMessages.errors.unsupportedType);
  // PostgreSQL errors carry a SQLSTATE code (pg and PGlite alike).
  if (e.code === '23505') {
    const known = typeof e.constraint === 'string' ? uniqueViolations[e.constraint] : undefined;
    if (known) return new AppError(409, known.code, known.message, { [known.field]: known.message }, undefined, { fieldCodes: { [known.field]: known.code } });
    return new AppError(409, 'conflict', 'This conflicts with something that already exists.');
  }
  // A reference to a row that does not exist (say, an unknown category) is bad input.
  if (e.code === '23503') {
    const field = typeof e.constraint === 'string' ? foreignKeyFields[e.constraint] : undefined;
    if (field) return new AppError(400, 'invalid-input', field.message, { [field.field]: field.message }, undefined, { fieldCodes: { [field.field]: 'required' } });
    return new AppError(409, 'conflict', 'This refers to something that no longer exists.');
  }
  if (isRefusedValue(error)) {
    return new AppError(400, 'invalid-input', serverMessages.errors.invalidInput);
  }
  if (status !== undefined && status >= 400 && status < 500 && e.expose !== false) {
    const code: ApiErrorCode = status === 404 ? 'not-found' : status === 405 ? 'method-not-allowed' : status === 401 ? 'not-signed-in' : status === 403 ? 'forbidden' : 'invalid-input';
    return new AppError(status, code, typeof e.message === 'string' ? e.message : serverMessages.errors.invalidInput);
  }
  return undefined;
}

/**
 * valibot words a field left out altogether as `Invalid key: Expected "itemId" but received undefined`
 * (the object's message, not the field's): say plainly that the field is required.
 */
const isMissingKey = (issue: v.BaseIssue<unknown>): boolean =>
  issue.kind === 'schema' && issue.type === 'object' && issue.received === 'undefined' && issue.expected?.startsWith('"') === true;

const issueMessage = (issue: v.BaseIssue<unknown>, key: string): string => (isMissingKey(issue) ? serverMessages.errors.fieldRequired(key) : issue.message);

/**
 * Schema refusals whose meaning has a field code of its own, by the schema's message: a media URL
 * that is not Kiraya's (`/media/…`) means what one Kiraya did not store for the listing means.
 */
const codedSchemaMessages: ReadonlyMap<string, FieldErrorCode> = new Map([[listingMessages.validation.mediaUrlInvalid, 'media-not-uploaded']]);

const issueCode = (issue: v.BaseIssue<unknown>): FieldErrorCode | undefined => (isMissingKey(issue) ? 'required' : codedSchemaMessages.get(issue.message));

/** Maps valibot issues to a 400 with one message per field (the first issue of each), coding a missing field 'required' and the others issueCode knows. */
export function fromIssues(issues: ReadonlyArray<v.BaseIssue<unknown>>): AppError {
  const fields: Record<string, string> = {};
  const fieldCodes: Record<string, FieldErrorCode> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    if (key in fields) continue;
    fields[key] = issueMessage(issue, key);
    const code = issueCode(issue);
    if (code) fieldCodes[key] = code;
  }
  const firstIssue = issues[0];
  const first = firstIssue ? issueMessage(firstIssue, v.getDotPath(firstIssue) ?? '_') : serverMessages.errors.invalidInput;
  return new AppError(400, 'invalid-input', first, fields, undefined, Object.keys(fieldCodes).length ? { fieldCodes } : {});
}

export function errorHandler(): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const known = toAppError(error);
      const body: ApiErrorBody = known
        ? {
            message: known.message,
            code: known.code,
            ...(known.fields ? { fields: known.fields } : {}),
            ...(known.fieldCodes ? { fieldCodes: known.fieldCodes } : {}),
            ...(known.details ? { details: known.details } : {}),
          }
        : { message: messages.errors.internal, code: 'internal-error' };
      if (known) {
        for (const [name, value] of Object.entries(known.headers ?? {})) ctx.set(name, value);
        if (isRefusedValue(error)) ctx.state.log?.warn({ sqlState: (error as ErrorLike).code, path: loggedPath(ctx.path) }, REFUSED_BY_DATABASE);
        // A service this server depends on failed (the payment gateway): its cause is for the operator.
        else if (known.status >= 500 && error instanceof AppError) ctx.state.log?.warn({ err: error, path: loggedPath(ctx.path) }, known.message);
        // Every sign-in fails so until the operator acts: the log says what to set.
        else if (known.code === 'https-required') ctx.state.log?.warn({ path: loggedPath(ctx.path) }, known.message);
      } else {
        ctx.state.log?.error({ err: error }, 'unhandled error');
      }
      ctx.status = known?.status ?? 500;
      ctx.body = body;
    }
  };
}
