/**
 * Tells screen readers which page they are on after a move within the app: a single-page
 * app changes pages without loading one, so nothing else says the page changed. After a navigation,
 * the page's new title (every page sets one, lib/use-document-title.ts) is read out by this polite
 * live region — also when it comes a moment later, as an item's title does once the item is read.
 * The first page of a visit is not announced: the browser's own page load says it.
 *
 * - Another page with the same title (two listings of one name) is announced too: the region is
 *   emptied as the navigation starts, so the same words are new words when they come back. A change
 *   of the search alone (a dashboard tab, a filter) is announced only when it changes the title: the
 *   tab or filter that was used already says what it did.
 * - While the new page is still loading (its whole-page loading status, marked busy), its title may
 *   still be the one it found: the announcement waits for it, though not for ever.
 * - aria-live, not only role="status": an open modal dialog hides the rest of the page from screen
 *   readers (aria-hidden) except elements marked aria-live, so a page change under a dialog (the
 *   sign-in dialog's, when it sends the user on) is still heard.
 */
import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';

/** A page leaving puts back the title it found and the next sets its own: the title settles first. */
const SETTLE_MS = 150;
/** The longest a loading page holds its announcement back. */
const LOADING_WAIT_MS = 5000;
/** A page's loading status (ui/page-message.tsx, the skeleton lists): its title is not known yet. */
const PAGE_LOADING = '#main [role="status"][aria-busy="true"]';

export function RouteAnnouncer() {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    let armed = false;
    let sameTitleToo = false;
    let armedAt = 0;
    let said = document.title;
    let timer: number | undefined;
    const sayTitleOnceSettled = (): void => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!armed) return;
        if (document.querySelector(PAGE_LOADING) && Date.now() - armedAt < LOADING_WAIT_MS) return sayTitleOnceSettled();
        if (document.title === said && !sameTitleToo) return;
        armed = false;
        said = document.title;
        setAnnouncement(document.title);
      }, SETTLE_MS);
    };
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (!event.fromLocation || !event.hrefChanged) return;
      armed = true;
      armedAt = Date.now();
      sameTitleToo = event.pathChanged;
      if (sameTitleToo) setAnnouncement('');
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
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
