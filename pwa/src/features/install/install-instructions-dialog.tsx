/**
 * How to install Kiraya in a browser without an install dialog (iOS, Firefox, Safari on a Mac): one
 * line for this browser, beside the icon the user will look for. Focus moves to Close; Escape or a
 * tap outside closes it too.
 */
import { AppWindowMac, EllipsisVertical, Monitor, Share } from 'lucide-react';
import { installHelpMessages } from '@shared/messages/install-help.ts';
import { Button } from '@pwa/ui/button.tsx';
import { DialogClose, ModalDialog } from '@pwa/ui/modal-dialog.tsx';
import { installPlatform, type InstallPlatform } from './install-platform.ts';

const t = installHelpMessages.instructions;
const icons: Record<InstallPlatform, typeof Share> = {
  ios: Share,
  android: EllipsisVertical,
  macSafari: AppWindowMac,
  desktop: Monitor,
};

export function InstallInstructionsDialog({ onClose }: { onClose: () => void }) {
  const platform = installPlatform(navigator.userAgent, navigator.maxTouchPoints);
  const Icon = icons[platform];

  return (
    <ModalDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      frame="narrow"
      icon={<img src="/icon-192.png" alt="" width={48} height={48} className="size-12 rounded-xl" />}
      title={t.title}
      description={t.intro}
    >
      <p className="mt-4 flex items-start gap-3 rounded-xl bg-surface-muted p-3 font-medium">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>{t[platform]}</span>
      </p>
      <div className="mt-5 flex justify-end">
        <DialogClose asChild>
          <Button>{t.close}</Button>
        </DialogClose>
      </div>
    </ModalDialog>
  );
}
