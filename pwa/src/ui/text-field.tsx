/**
 * A labelled input with its error message underneath, wired for screen readers (aria-invalid and
 * aria-describedby point at the message). `endAdornment` sits inside the input (a show/hide button).
 */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { inputClass } from '@shared/ui/input-class.ts';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  endAdornment?: ReactNode;
}

export function TextField({ label, error, endAdornment, className = '', ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          className={`${inputClass} ${endAdornment ? 'pr-12' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        {endAdornment ? <div className="absolute inset-y-0 right-0 flex items-center">{endAdornment}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
