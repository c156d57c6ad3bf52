/**
 * Rating a completed booking: 1–5 stars (a radio group: arrow keys pick, "4 stars" read out) and
 * optional text of 10–500 characters with a counter. Submit stays disabled until a star is chosen;
 * text of 1–9 characters is refused with "Please write at least 10 characters" under the field. `children` is the
 * button that opens it; focus returns there on close.
 */
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import type { Booking } from '@shared/api.ts';
import { reviewMessages } from '@shared/messages/reviews.ts';
import { ReviewTextField, StarRatingInput } from '@pwa/features/reviews/pages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { DialogClose, ModalDialog } from '@pwa/ui/modal-dialog.tsx';
import { checkRating } from './rating-rules.ts';
import { submitBookingReview } from './submit-booking-review.ts';
import { partyName } from '@pwa/lib/party-name.ts';

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
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        setOpen(next);
        if (!next) reset();
      }}
      trigger={children}
      title={rateActionOf(booking.role)}
      description={renter ? t.renterSubject(booking.itemTitle, partyName(booking.owner)) : t.ownerSubject(partyName(booking.renter), booking.itemTitle)}
      closeLabel={t.close}
      closeDisabled={sending}
    >
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
          <DialogClose asChild>
            <Button variant="outline" disabled={sending}>
              {t.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={sending || rating === 0}>
            {t.submit}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
