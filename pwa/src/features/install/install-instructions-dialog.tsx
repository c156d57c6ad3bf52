/**
 * How to install Kiraya in a browser without an install dialog (iOS, Firefox, Safari on a Mac): one
 * line for this browser, beside the icon the user will look for. A native modal dialog, like the
 * app's other small alerts: focus moves in, Escape or a tap outside closes it.
 */
import { useEffect, useId, useRef } from 'react';
import { AppWindowMac, EllipsisVertical, Monitor, Share } from 'lucide-react';
import { installHelpMessages } from '@shared/messages/install-help.ts';
import { Button } from '@pwa/ui/button.tsx';
import { installPlatform, type InstallPlatform } from './install-platform.ts';

const t = installHelpMessages.instructions;
const icons: Record<InstallPlatform, typeof Share> = {
  ios: Share,
  android: EllipsisVertical,
  macSafari: AppWindowMac,
  desktop: Monitor,
};

export function InstallInstructionsDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const platform = installPlatform(navigator.userAgent, navigator.maxTouchPoints);
  const Icon = icons[platform];

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
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
        <div className="flex items-center gap-3">
          <img src="/icon-192.png" alt="" width={48} height={48} className="size-12 rounded-xl" />
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t.title}
          </h2>
        </div>
        <p id={`${id}-text`} className="mt-3 text-fg-muted">
          {t.intro}
        </p>
        <p className="mt-4 flex items-start gap-3 rounded-xl bg-surface-muted p-3 font-medium">
          <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{t[platform]}</span>
        </p>
        <div className="mt-5 flex justify-end">
          {/* autoFocus: showModal() focuses the first such control, the dialog's only action. */}
          <Button autoFocus onClick={() => ref.current?.close()}>
            {t.close}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
