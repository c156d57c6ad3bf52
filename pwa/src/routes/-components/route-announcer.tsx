/**
 * Tells screen readers which page they are on after a move within the app (a single-page app changes
 * pages without loading one): this polite live region reads the new page's title (lib/use-document-title.ts),
 * also when it comes a moment later, as an item's does once the item is read. The first page of a visit
 * is not announced: the browser's own page load says it.
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
        // A page still loading (marked busy) may still show the title it found: wait for its own, though not for ever.
        if (document.querySelector(PAGE_LOADING) && Date.now() - armedAt < LOADING_WAIT_MS) return sayTitleOnceSettled();
        // A change of the search alone (a dashboard tab, a filter) is announced only when it changes the title:
        // the tab or filter that was used already says what it did.
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
      // Emptied as the navigation starts, so another page with the same title (two listings of one name) is
      // announced too: the same words are new words when they come back.
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

  // aria-live, not only role="status": an open modal dialog hides the rest of the page from screen readers
  // (aria-hidden) except elements marked aria-live, so a page change under a dialog (the sign-in dialog's,
  // when it sends the user on) is still heard.
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
