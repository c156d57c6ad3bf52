/**
 * A form field's frame: label, the control, an optional hint and the error message, with the ids
 * wired so a screen reader reads the hint and the error with the control (aria-describedby) and
 * hears it is invalid (aria-invalid). The control itself comes from the render prop.
 */
import { useId, type ReactNode } from 'react';

export interface FieldA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldShellProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

export function FieldShell({ label, hint, error, className = '', children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

/** An error message under its field; the field names it in its aria-describedby (by `id`). */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-danger">
      {message}
    </p>
  );
}

/**
 * A file picker's wiring (its input sits inside its label, away from the messages under the picker):
 * the ids of its hint and error messages, and the input's aria-invalid and aria-describedby, which
 * name the hint and whichever errors are shown.
 */
export function usePickerA11y(errors: { problem?: string | undefined; server?: string | undefined }) {
  const id = useId();
  const ids = { hint: `${id}-hint`, problem: `${id}-problem`, server: `${id}-server` };
  const shown = [ids.hint, errors.problem ? ids.problem : null, errors.server ? ids.server : null].filter(Boolean).join(' ');
  const input = { 'aria-invalid': errors.problem || errors.server ? (true as const) : undefined, 'aria-describedby': shown };
  return { ids, input };
}
