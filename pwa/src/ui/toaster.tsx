/**
 * The toast region (sonner): one visible toast, 5000 ms, rich colours so failures read as failures.
 * On a phone it sits at the top, clear of the dialog's submit button; on wide screens at the bottom
 * right, clear of the centred dialog and the header's menus.
 */
import { Toaster as Sonner } from 'sonner';
import { DESKTOP_QUERY, useMediaQuery } from '@pwa/lib/use-media-query.ts';

export const TOAST_DURATION_MS = 5000;

export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      position={desktop ? 'bottom-right' : 'top-center'}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
