/**
 * A review's words: a text area capped at 500 characters with its "48/500" counter (read to
 * screen readers as "48 of 500 characters used"), and, when given, the problem with what was typed.
 * Shared by the website review form and the rating of a booking.
 */
import { listingMessages } from '@shared/messages/listings.ts';
import { REVIEW_MAX } from '@shared/schemas/review.ts';
import { inputClass } from '@shared/ui/input-class.ts';

const t = listingMessages.reviews;

export interface ReviewTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  disabled: boolean;
  /** What is wrong with the text, shown under it and announced; undefined when nothing is. */
  problem?: string | undefined;
}

export function ReviewTextField({ id, label, value, onChange, placeholder, disabled, problem }: ReviewTextFieldProps) {
  const counterId = `${id}-counter`;
  const problemId = `${id}-problem`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={REVIEW_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value.slice(0, REVIEW_MAX))}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${counterId} ${problemId}` : counterId}
        className={`${inputClass} py-2.5 leading-relaxed`}
      />
      <div className="mt-1 flex items-start justify-between gap-3 text-sm">
        <p id={problemId} role="alert" className="text-danger">
          {problem ?? ''}
        </p>
        <p id={counterId} className="shrink-0 text-fg-muted">
          <span aria-hidden>{t.counter(value.length, REVIEW_MAX)}</span>
          <span className="sr-only">{t.counterLabel(value.length, REVIEW_MAX)}</span>
        </p>
      </div>
    </div>
  );
}
