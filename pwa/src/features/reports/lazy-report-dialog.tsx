/**
 * The report dialog as the rest of the app opens it: its code (the form, Radix's dialog) loads on the
 * first open, or ahead of it when a Report button is hovered or focused, so a page that only shows a
 * Report button (an item page, a conversation) does not run it at its start.
 */
import { useState, type ComponentProps } from 'react';
import { lazyPart } from '@pwa/ui/lazy-part.tsx';
import type { OpenReportDialog as LoadedDialog } from './report-dialog.tsx';

const Dialog = lazyPart(() => import('./report-dialog.tsx').then((module) => module.OpenReportDialog), { placeholder: 'opening' });

/** Starts loading the dialog's code, so a tap that follows opens it at once. */
export const preloadReportDialog = (): void => Dialog.preload();

/** The dialog opened from elsewhere (a button, a menu's item): `open` is the opener's. */
export function OpenReportDialog(props: ComponentProps<typeof LoadedDialog>) {
  // Once opened it stays mounted, so it closes as any dialog does and keeps its place for the next.
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? (
    <Dialog
      {...props}
      onLoadFailed={() => {
        setWanted(false);
        props.onOpenChange(false);
      }}
    />
  ) : null;
}
