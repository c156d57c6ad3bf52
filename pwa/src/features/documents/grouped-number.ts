/**
 * The number field's text while typing: the typed text grouped as its card prints it
 * (shared/src/documents/document-rules.ts), and where the caret goes so that it stays after the same character the user just
 * typed or deleted, not thrown to the end by the spaces that moved.
 */
import type { DocumentType } from '@shared/api.ts';
import { groupAsPrinted, normalizeDocumentNumber } from '@shared/documents/document-rules.ts';

export function regroupNumber(type: DocumentType | '', typed: string, caret: number): { value: string; caret: number } {
  const charactersBefore = normalizeDocumentNumber(typed.slice(0, caret)).length;
  const value = groupAsPrinted(type, typed);
  let position = 0;
  for (let seen = 0; position < value.length && seen < charactersBefore; position++) {
    if (value[position] !== ' ') seen++;
  }
  return { value, caret: position };
}
