/**
 * Keyset pagination cursors: the sort key of the last item of a page, opaque to clients (base64url
 * JSON). A cursor that does not decode to the expected shape is a 400, never a 500.
 */
import * as v from 'valibot';
import { AppError } from '../../errors.ts';

const cursorSchema = v.object({
  /** The sort value: created_at (ISO), view_count or search rank. */
  k: v.union([v.string(), v.number()]),
  id: v.pipe(v.string(), v.uuid()),
  /** The words the first page searched for (after typo correction), so every page matches alike. */
  q: v.optional(v.pipe(v.string(), v.maxLength(400))),
});
export type Cursor = v.InferOutput<typeof cursorSchema>;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  try {
    return v.parse(cursorSchema, JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw new AppError(400, 'invalid-input', 'The page cursor is not valid. Start again from the first page.', { cursor: 'invalid' });
  }
}

/**
 * The cursor of the changes call: the change_seq a device has seen up to, opaque to it. A bigint, so
 * it travels as digits.
 */
const changeCursorSchema = v.object({ seq: v.pipe(v.string(), v.regex(/^\d{1,19}$/)) });

export function encodeChangeCursor(seq: string): string {
  return Buffer.from(JSON.stringify({ seq })).toString('base64url');
}

export function decodeChangeCursor(text: string): string {
  try {
    return v.parse(changeCursorSchema, JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))).seq;
  } catch {
    throw new AppError(400, 'invalid-input', 'The changes cursor is not valid. Ask again without one.', { since: 'invalid' });
  }
}
