/**
 * The toast region (sonner): one visible toast, 5000 ms, rich colours. On a phone at the top, below
 * the header bar (sonner's own offset hid the account and menu buttons); on wide screens bottom right,
 * clear of the centred dialog. Its region and close buttons are named in the page's language.
 */
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { messages } from '@shared/messages.ts';
import { DESKTOP_QUERY, useMediaQuery } from '@pwa/lib/use-media-query.ts';
import { markToasterReady } from './toast.ts';

export const TOAST_DURATION_MS = 5000;

/** The phone header's bar (h-16 and its border, below the notch) and a small gap. */
const BELOW_PHONE_HEADER = { top: 'calc(env(safe-area-inset-top) + 72px)' };

export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  useEffect(() => markToasterReady(), []);
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      position={desktop ? 'bottom-right' : 'top-center'}
      // Sonner's phone layout starts below 600 px, the app's at 768 px: both offsets, for the widths between.
      offset={desktop ? undefined : BELOW_PHONE_HEADER}
      mobileOffset={BELOW_PHONE_HEADER}
      containerAriaLabel={messages.toasts.regionLabel}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: messages.toasts.closeLabel }}
    />
  );
}
