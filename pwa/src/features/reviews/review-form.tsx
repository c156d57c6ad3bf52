/**
 * "Share Your Experience" (spec §2, §5, §8): stars and up to 500 characters with a counter. Submit
 * reads as disabled until a rating and 10 characters are there; pressed anyway, a toast says what
 * is missing, and a signed-out visitor is asked to log in with the auth dialog opened for them.
 */
import { useId, useState, type FormEvent } from 'react';
import { listingMessages } from '@shared/messages/listings.ts';
import { REVIEW_MAX } from '@shared/schemas/review.ts';
import { Button } from '@pwa/ui/button.tsx';
import { isApiError } from '@pwa/lib/api-error.ts';
import { inputClass } from '@pwa/ui/input-class.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { openAuthDialog, useAuth } from '@pwa/features/auth/index.ts';
import { isSubmitBlocked, reviewProblem, type ToastCopy } from './review-rules.ts';
import { submitReview } from './submit-review.ts';
import { StarRatingInput } from './star-rating-input.tsx';

const t = listingMessages.reviews;

export function ReviewForm() {
  const auth = useAuth();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const blocked = isSubmitBlocked({ rating, text });

  const explain = (problem: ToastCopy): void => {
    showToast('error', problem.title, problem.description);
    if (problem === t.loginRequired) openAuthDialog('login');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (submitting) return;
    // While the session is still being checked the server decides: it answers 401 when signed out.
    const problem = reviewProblem({ signedIn: auth.status !== 'signed-out', rating, text });
    if (problem) return explain(problem);
    setSubmitting(true);
    try {
      await submitReview({ rating, reviewText: text.trim() });
      showToast('success', t.submitted.title, t.submitted.description);
      setRating(0);
      setText('');
    } catch (error) {
      if (isApiError(error) && error.status === 401) explain(t.loginRequired);
      else showToast('error', t.failed.title, t.failed.description);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-6">
      <h3 className="text-lg font-semibold text-fg">{t.formHeading}</h3>
      <div className="mt-3 space-y-4">
        <StarRatingInput value={rating} onChange={setRating} disabled={submitting} />
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
            {t.reviewLabel}
          </label>
          <textarea
            id={id}
            rows={4}
            maxLength={REVIEW_MAX}
            value={text}
            onChange={(event) => setText(event.target.value.slice(0, REVIEW_MAX))}
            placeholder={t.reviewPlaceholder}
            disabled={submitting}
            aria-describedby={`${id}-counter`}
            className={`${inputClass} py-2.5 leading-relaxed`}
          />
          <p id={`${id}-counter`} className="mt-1 text-right text-sm text-fg-muted">
            <span aria-hidden>{t.counter(text.length, REVIEW_MAX)}</span>
            <span className="sr-only">{t.counterLabel(text.length, REVIEW_MAX)}</span>
          </p>
        </div>
        <Button
          type="submit"
          disabled={submitting}
          aria-disabled={blocked || undefined}
          className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:w-auto"
        >
          {submitting ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
