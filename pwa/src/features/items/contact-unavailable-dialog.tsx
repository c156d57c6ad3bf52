/**
 * Spec §8's alert for a card's call action without a phone, as a modal alert dialog instead of
 * window.alert: screen readers announce it, focus moves to OK and returns to the call button on close.
 */
import { useEffect, useId, useRef } from 'react';
import { browseMessages } from '@shared/messages/browse.ts';
import { Button } from '@pwa/ui/button.tsx';

const t = browseMessages.card;

export function ContactUnavailableDialog({ owner, onClose }: { owner: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      onClick={(event) => {
        // A tap on the backdrop (the dialog element itself, outside its box) closes it too.
        if (event.target === event.currentTarget) ref.current?.close();
      }}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl border border-border bg-surface p-0 text-fg shadow-xl backdrop:bg-black/50"
    >
      <div className="p-5">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t.noPhoneTitle}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-fg-muted">
          {t.noPhone(owner)}
        </p>
        <div className="mt-5 flex justify-end">
          {/* autoFocus: showModal() focuses the first such control, the alert's only action. */}
          <Button autoFocus onClick={() => ref.current?.close()}>
            {t.ok}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
