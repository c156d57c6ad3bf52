/**
 * Where focus goes when a dialog closes. Radix gives it back to a dialog's Trigger, but
 * most of Kiraya's dialogs have none (they open from a store, a menu item or one of several buttons),
 * and Radix then leaves focus on the page itself: a keyboard user would start again from the top.
 * The elements focused lately are remembered (trackFocus, once at start), and a closing dialog gives
 * focus to the latest of them still on the page: the button that opened it or, when that has gone
 * with the menu it was in, the menu's own button.
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
