/** The document type: only the types the user may still submit, or a note when none is left. */
import { useId } from 'react';
import type { DocumentType } from '@shared/api.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { inputClass } from '@shared/ui/input-class.ts';

const t = documentMessages.section;

interface DocumentTypeFieldProps {
  types: readonly DocumentType[];
  value: DocumentType | '';
  onChange: (value: DocumentType | '') => void;
  error: string | undefined;
}

export function DocumentTypeField({ types, value, onChange, error }: DocumentTypeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {t.typeLabel}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass} appearance-auto pr-8`}
        onChange={(event) => onChange(types.find((type) => type === event.target.value) ?? '')}
      >
        <option value="">{t.typePlaceholder}</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {documentMessages.typeLabels[type]}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
