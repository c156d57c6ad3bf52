/**
 * The building blocks of every text field of the API's schemas: no NUL, other control characters or
 * half of a surrogate pair (the database refuses them: an error instead of a field message). A one-line
 * field takes no line breaks or tabs either (trimmed around it, as a paste brings them); multi-line may.
 */
import * as v from 'valibot';
import { inputMessages } from '../messages/input.ts';

/**
 * Every control character (Unicode's Cc: C0, DEL and C1), line breaks and tabs included, and a lone
 * surrogate (Cs: JSON's "\ud800" with no partner, which is no character and has no UTF-8).
 */
const CONTROL_OR_BREAK = /[\p{Cc}\p{Cs}]/u;
/** The same but tab, line feed and carriage return. */
const CONTROL = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);
export const hasControlOrBreak = (text: string): boolean => CONTROL_OR_BREAK.test(text);

/** Text that may run over several lines; `message` is the field's message for a value that is not text. */
export const text = (message: string) =>
  v.pipe(v.string(message), v.check((value) => !hasControlCharacters(value), inputMessages.controlCharacters));

/** Text on one line, trimmed: a name, a place, a username. */
export const lineText = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.check((value) => !hasControlOrBreak(value), inputMessages.controlCharacters));
