/**
 * The toast region (sonner): one visible toast, 5000 ms, rich colours. On a phone at the bottom, above
 * a bar held there (a conversation's reply box, ui/bottom-bar.ts): at the top, under the header, it
 * covered who a conversation is with, the search box and the first row of results for five seconds. On
 * wide screens bottom right, clear of the centred dialog. Its region and close buttons are named in the
 * page's language.
 */
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { messages } from '@shared/messages.ts';
import { DESKTOP_QUERY, useMediaQuery } from '@pwa/lib/use-media-query.ts';
import { markToasterReady } from './toast.ts';

export const TOAST_DURATION_MS = 5000;

/** Above the home indicator and any bar held at the bottom of the screen, with a small gap. */
const ABOVE_PHONE_BOTTOM = { bottom: 'calc(env(safe-area-inset-bottom) + var(--bottom-bar, 0px) + 12px)' };

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
      position={desktop ? 'bottom-right' : 'bottom-center'}
      // Sonner's phone layout starts below 600 px, the app's at 768 px: both offsets, for the widths between.
      offset={desktop ? undefined : ABOVE_PHONE_BOTTOM}
      mobileOffset={ABOVE_PHONE_BOTTOM}
      containerAriaLabel={messages.toasts.regionLabel}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: messages.toasts.closeLabel }}
    />
  );
}
