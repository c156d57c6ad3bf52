/**
 * Mounts the toast region once the first toast is asked for (see toast.ts), in index.html's #toasts
 * beside the app rather than in it: an open modal dialog marks everything but itself and aria-live
 * elements aria-hidden, so a region inside the app would be silenced under a dialog, while #toasts
 * (aria-live="off") is kept.
 */
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { lazyPart } from './lazy-part.tsx';
import { isToasterWanted, subscribeToasterWanted } from './toast.ts';

// Quiet: the toast region cannot say that it did not load.
const Toaster = lazyPart(() => import('./toaster.tsx').then((module) => module.Toaster), { quiet: true });

export const TOASTS_ELEMENT_ID = 'toasts';

export function ToasterHost({ theme }: { theme: 'light' | 'dark' }) {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, isToasterWanted);
  if (!wanted) return null;
  return createPortal(<Toaster theme={theme} />,     document.getElementById(TOASTS_ELEMENT_ID) ?? document.body);
}
