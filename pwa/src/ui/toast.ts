/**
 * Shows a toast (spec §9: one at a time, 5000 ms). Earlier toasts are dismissed first, so a new
 * message replaces the old one instead of queueing behind it. sonner and its toast region load with
 * the first toast, not on first visit (DESIGN.md §11); sonner replays toasts made before it mounts.
 */
export type ToastKind = 'success' | 'error' | 'info';

let toasterWanted = false;
const listeners = new Set<() => void>();

export const isToasterWanted = (): boolean => toasterWanted;

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showToast(kind: ToastKind, title: string, description?: string): void {
  if (!toasterWanted) {
    toasterWanted = true;
    listeners.forEach((listener) => listener());
  }
  void import('sonner').then(({ toast }) => {
    toast.dismiss();
    toast[kind](title, description ? { description } : {});
  });
}
