/**
 * Rating a completed booking: 1–5 stars (a radio group: arrow keys pick, "4 stars" read out) and
 * optional text of 10–500 characters with a counter. Submit stays disabled until a star is chosen;
 * text of 1–9 characters is refused with the spec's message under the field. `children` is the
 * button that opens it; focus returns there on close.
 */
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { Booking } from '@shared/api.ts';
import { reviewMessages } from '@shared/messages/reviews.ts';
import { ReviewTextField, StarRatingInput } from '@pwa/features/reviews/index.ts';
import { Button } from '@pwa/ui/button.tsx';
import { checkRating } from './rating-rules.ts';
import { submitBookingReview } from './submit-booking-review.ts';

const t = reviewMessages.rate;

interface RateBookingDialogProps {
  booking: Pick<Booking, 'id' | 'role' | 'itemTitle' | 'owner' | 'renter'>;
  children: ReactElement;
}

export const rateActionOf = (role: Booking['role']): string => (role === 'renter' ? t.renterAction : t.ownerAction);

export function RateBookingDialog({ booking, children }: RateBookingDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  const reset = (): void => {
    setRating(0);
    setText('');
    setProblem(undefined);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (sending || rating === 0) return;
    const check = checkRating({ rating, text });
    if (!check.ok) return setProblem(check.message);
    setSending(true);
    const queued = await submitBookingReview(booking.id, check.payload);
    setSending(false);
    if (!queued) return;
    setOpen(false);
    reset();
  };

  const renter = booking.role === 'renter';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 shadow-2xl sm:p-6">
          <Dialog.Close
            disabled={sending}
            aria-label={t.close}
            className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-xl text-fg-muted hover:bg-surface-muted hover:text-fg disabled:opacity-60"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
          <Dialog.Title className="pr-10 text-xl font-bold text-fg">{rateActionOf(booking.role)}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-fg-muted [overflow-wrap:anywhere]">
            {renter ? t.renterSubject(booking.itemTitle, booking.owner.name) : t.ownerSubject(booking.renter.name, booking.itemTitle)}
          </Dialog.Description>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 space-y-4">
            <StarRatingInput value={rating} onChange={setRating} disabled={sending} />
            <ReviewTextField
              id={id}
              label={t.textLabel}
              value={text}
              onChange={(value) => {
                setText(value);
                setProblem(undefined);
              }}
              placeholder={renter ? t.renterPlaceholder : t.ownerPlaceholder}
              disabled={sending}
              problem={problem}
            />
            <div className="grid grid-cols-2 gap-3">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={sending}>
                  {t.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={sending || rating === 0}>
                {t.submit}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
