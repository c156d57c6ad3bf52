/**
 * The first screen the server wrote into a landing page, drawn before the app's code arrived. The
 * app's page draws under it and takes it away once that page has drawn the same things, the visitor
 * has gone elsewhere, or it takes too long; its photos are decoded first, so no empty box shows.
 */
import { useEffect } from 'react';

/** Longest the first screen stays once the app runs, when its page never says it is ready. */
const LONGEST_MS = 10_000;
/** Longest the swap waits for the app's photos to decode. */
const DECODE_MS = 1_000;

const cover = typeof document === 'undefined' ? null : document.getElementById('first-screen');

let dismissed = false;

/** Takes the first screen away, once the app's photos in view are ready to paint. */
export function dismissFirstScreen(): void {
  if (!cover || dismissed) return;
  dismissed = true;
  const photos = [...document.querySelectorAll<HTMLImageElement>('#root img[loading="eager"]')];
  const decoded = Promise.allSettled(photos.map((photo) => photo.decode()));
  const waitAtMost = new Promise((resolve) => setTimeout(resolve, DECODE_MS));
  void Promise.race([decoded, waitAtMost]).then(() => cover.remove());
}

/** Called as the app starts: the first screen goes after `LONGEST_MS` at the latest. */
export function handOverFirstScreen(): void {
  if (cover) setTimeout(dismissFirstScreen, LONGEST_MS);
}

/** A page with a first screen calls this with whether it has drawn what that screen shows. */
export function useFirstScreenDone(ready: boolean): void {
  useEffect(() => {
    if (ready) dismissFirstScreen();
  }, [ready]);
}
