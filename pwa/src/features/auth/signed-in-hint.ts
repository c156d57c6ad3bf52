/**
 * Reads the "signed in" hint without holding the page: `document.cookie` is a synchronous round trip
 * to the browser's cookie store, which at the start of a page on a slow phone held the main thread
 * for 10–30 ms (more at the phone's speed). The Cookie Store API asks the same store asynchronously;
 * a browser without it reads `document.cookie`.
 */
import { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from '@shared/signed-in-hint.ts';

/** The part of the Cookie Store API this reads (not yet in TypeScript's DOM types). */
interface CookieStoreReader {
  get(name: string): Promise<{ value: string } | null>;
}

export async function readSignedInHint(): Promise<boolean> {
  const store = (globalThis as { cookieStore?: CookieStoreReader }).cookieStore;
  if (!store) return hasSignedInHint(document.cookie);
  try {
    return (await store.get(SIGNED_IN_HINT_COOKIE)) !== null;
  } catch {
    // The store refuses documents it does not trust with cookies (an opaque origin): so does document.cookie.
    return false;
  }
}
