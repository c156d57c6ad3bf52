/**
 * Shows a toast (one at a time, 5000 ms). Earlier toasts are dismissed first, so a new
 * message replaces the old one instead of queueing behind it. sonner and its toast region load with
 * the first toast, not on first visit.
 */
// The toast region is a live region: screen readers read what is added to it, but only once they know
// the region is there. So the first toast waits until the region has been on the page for a moment
// (markToasterReady); put in together with the region, it would be shown and never heard.
export type ToastKind = 'success' | 'error' | 'info';

/** How long the region is on the page before the first toast goes into it. */
export const TOASTER_SETTLE_MS = 100;

let toasterWanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export const isToasterWanted = (): boolean => toasterWanted;

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the toast region once it is on the page (toaster.tsx). */
export function markToasterReady(): void {
  window.setTimeout(markReady, TOASTER_SETTLE_MS);
}

export function showToast(kind: ToastKind, title: string, description?: string): void {
  if (!toasterWanted) {
    toasterWanted = true;
    listeners.forEach((listener) => listener());
  }
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => {
    toast.dismiss();
    toast[kind](title, description ? { description } : {});
  });
}
