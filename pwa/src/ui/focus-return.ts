/**
 * Where focus goes when a dialog closes: most dialogs have no Radix Trigger to go back to, so the
 * elements focused lately are remembered (trackFocus) and a closing dialog gives focus to the latest
 * still on the page: the button that opened it, or the menu button when that has gone with its menu.
 */

const REMEMBERED = 20;
const recent: WeakRef<HTMLElement>[] = [];
let tracking = false;

/** Starts remembering focused elements; called once when the app starts. */
export function trackFocus(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof HTMLElement)) return;
      recent.push(new WeakRef(event.target));
      if (recent.length > REMEMBERED) recent.shift();
    },
    true,
  );
}

const insideDialog = (element: Element): boolean => element.closest('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * A Radix dialog's onCloseAutoFocus: focus back to where it was before the dialog, else to the page's
 * main region. When another dialog has already taken focus (the phone menu's Log In closes the menu
 * and opens the sign-in dialog), focus stays there.
 */
export function returnFocus(event: Event): void {
  event.preventDefault();
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && insideDialog(active)) return;
  for (let index = recent.length - 1; index >= 0; index -= 1) {
    const element = recent[index]?.deref();
    if (!element?.isConnected || element.closest('[inert]')) continue;
    element.focus({ preventScroll: true });
    if (document.activeElement === element) return;
  }
  document.getElementById('main')?.focus({ preventScroll: true });
}
