/**
 * What a failed sign-in or sign-up shows: a destructive toast with the server's message (or the form's
 * own fallback), and the server's per-field messages (say, 409 username-taken) under the matching fields,
 * focus going to the first of them, as a refused submit does everywhere (ui/focus-first-invalid.ts).
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText, fieldErrorText } from '@pwa/lib/error-text.ts';
import { showToast } from '@pwa/ui/toast.ts';

interface FailureCopy {
  title: string;
  fallback: string;
}

export function reportAuthFailure<T extends FieldValues>(
  error: unknown,
  copy: FailureCopy,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): void {
  const apiError = isApiError(error) ? error : undefined;
  showToast('error', copy.title, apiError ? errorText(apiError) : copy.fallback);
  let focused = false;
  for (const name of fieldNames) {
    const message = apiError?.fields[name];
    if (!message) continue;
    // In Hindi the field's code words it ("username taken"); a 409 username-taken's field has the error's code.
    setError(name, { type: 'server', message: fieldErrorText(message, apiError?.fieldCodes[name] ?? apiError?.code) }, { shouldFocus: !focused });
    focused = true;
  }
}
