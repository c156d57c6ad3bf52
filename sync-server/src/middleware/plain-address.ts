/**
 * The one guard for path and query values (the schemas guard bodies, shared/src/schemas/text.ts): an
 * address whose path or query holds a NUL or another control character is a 400 naming the part, on
 * every path, before any route reads it. PostgreSQL refuses NUL in any text value, so without this a
 * `GET /api/categories/%00` reached the database and came back as a 500.
 */
import { inputMessages } from '@shared/messages/input.ts';
import { hasControlOrBreak } from '@shared/schemas/text.ts';
import { AppError } from '../errors.ts';
import type { AppMiddleware } from '../types.ts';

const decoded = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    // Not percent-encoding the routes can read: they see it as typed and refuse or miss it themselves.
    return undefined;
  }
};

/** The first part of the address holding a control character: "path", or the query key. */
function badPart(path: string, query: Record<string, string | string[] | undefined>): string | undefined {
  if (hasControlOrBreak(decoded(path) ?? '')) return 'path';
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value ?? ''];
    if (hasControlOrBreak(key) || values.some(hasControlOrBreak)) return key;
  }
  return undefined;
}

/**
 * Whether the raw address could hold a control character: a raw one, or any percent-encoding at all
 * (decoding the whole address is cheap; parsing its query into keys is not, and is needed only to
 * name the part at fault).
 */
const mayHoldControl = (raw: string): boolean => raw.includes('%') || hasControlOrBreak(raw);

export function plainAddress(): AppMiddleware {
  return async (ctx, next) => {
    const suspect = mayHoldControl(ctx.path) || mayHoldControl(ctx.querystring);
    const part = suspect ? badPart(ctx.path, ctx.query) : undefined;
    if (part !== undefined) throw new AppError(400, 'invalid-input', inputMessages.controlCharacters, { [part]: inputMessages.controlCharacters });
    await next();
  };
}
