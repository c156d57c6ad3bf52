/**
 * Tells screen readers which page they are on after a move within the app (issue 15): a single-page
 * app changes pages without loading one, so nothing else says the page changed. After a navigation,
 * the page's new title (every page sets one, lib/use-document-title.ts) is read out by this polite
 * live region — also when it comes a moment later, as an item's title does once the item is read.
 * The first page of a visit is not announced: the browser's own page load says it.
 */
import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';

/** A page leaving puts back the title it found and the next sets its own: the title settles first. */
const SETTLE_MS = 150;

export function RouteAnnouncer() {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    let armed = false;
    let said = document.title;
    let timer: number | undefined;
    const sayTitleOnceSettled = (): void => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!armed || document.title === said) return;
        armed = false;
        said = document.title;
        setAnnouncement(document.title);
      }, SETTLE_MS);
    };
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (!event.fromLocation || !event.hrefChanged) return;
      armed = true;
      sayTitleOnceSettled();
    });
    const title = document.querySelector('title');
    const observer = new MutationObserver(sayTitleOnceSettled);
    if (title) observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      unsubscribe();
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [router]);

  return (
    <p role="status" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
