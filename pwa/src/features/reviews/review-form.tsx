/**
 * "Share Your Experience": stars and up to 500 characters with a counter. Submit
 * reads as disabled until a rating and 10 characters are there; pressed anyway, a toast says what
 * is missing, and a signed-out visitor is asked to log in with the auth dialog opened for them.
 */
import { useId, useState, type FormEvent } from 'react';
import { listingMessages } from '@shared/messages/listings.ts';
import { Button } from '@pwa/ui/button.tsx';
import { isApiError } from '@pwa/lib/api-error.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { openAuthDialog, useAuth } from '@pwa/features/auth/index.ts';
import { isSubmitBlocked, reviewProblem, type ToastCopy } from './review-rules.ts';
import { submitReview } from './submit-review.ts';
import { ReviewTextField } from './review-text-field.tsx';
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
        <ReviewTextField id={id} label={t.reviewLabel} value={text} onChange={setText} placeholder={t.reviewPlaceholder} disabled={submitting} />
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
