/**
 * A form's answer to a refused call: the server's field errors under their fields (the first one
 * focused), in the page's language; anything else in an error toast with the form's "not done" title.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText, fieldErrorTexts } from '@pwa/lib/error-text.ts';
import { showToast } from './toast.ts';

export function showRefusal<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>, failedTitle: string): void {
  const refused = isApiError(error) ? fieldErrorTexts(error) : {};
  const first = fields.find((name) => refused[name]);
  if (!first) {
    showToast('error', failedTitle, errorText(isApiError(error) ? error : { code: 'client-failure', message: '' }));
    return;
  }
  for (const name of fields) {
    const message = refused[name];
    if (message) setError(name, { type: 'server', message }, { shouldFocus: name === first });
  }
}
