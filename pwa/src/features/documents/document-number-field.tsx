/**
 * The document number, regrouped as its card prints it as it is typed with the caret kept after the character
 * just typed. Aadhaar opens the phone's number pad; the other types take letters, shown in capitals.
 * Never autofilled or remembered by the browser.
 */
import { useLayoutEffect, useRef } from 'react';
import type { DocumentType } from '@shared/api.ts';
import { MAX_NUMBER_INPUT } from '@shared/documents/document-rules.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { TextField } from '@pwa/ui/text-field.tsx';
import { regroupNumber } from './grouped-number.ts';

interface DocumentNumberFieldProps {
  documentType: DocumentType | '';
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

export function DocumentNumberField({ documentType, value, onChange, error }: DocumentNumberFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const field = input.current;
    if (caret.current === null || !field || document.activeElement !== field) return;
    field.setSelectionRange(caret.current, caret.current);
    caret.current = null;
    // After every render: the regrouped text may equal the old one (a space typed), the caret still moved.
  });

  const digitsOnly = documentType === 'aadhaar';
  return (
    <TextField
      ref={input}
      label={documentMessages.section.numberLabel}
      value={value}
      error={error}
      inputMode={digitsOnly ? 'numeric' : 'text'}
      autoCapitalize={digitsOnly ? 'off' : 'characters'}
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      maxLength={MAX_NUMBER_INPUT}
      className="[&_input]:font-mono [&_input]:tracking-wide"
      onChange={(event) => {
        const typed = event.target;
        const next = regroupNumber(documentType, typed.value, typed.selectionStart ?? typed.value.length);
        caret.current = next.caret;
        onChange(next.value);
      }}
    />
  );
}
