/**
 * Loads the part of home below the categories when the reader nears it, so a phone's first visit
 * downloads only what its first screen shows (≤ 150 KB of JavaScript). Wide screens
 * reach it at once; a page opened on a #hash loads it at once too. Until then a screen-tall spacer
 * holds its place, so the scrollbar and the layout do not jump.
 */
import { useEffect, useRef, useState } from 'react';
import { lazyPart } from '@pwa/ui/lazy-part.tsx';
import { PAGE_FRAME } from '@shared/ui/page-frame.ts';

// Busy: it stands in for content still to come (the end-to-end checks wait for it to be gone).
const spacer = <div aria-hidden aria-busy="true" className="min-h-screen" />;

const HomeBelowFold = lazyPart(() => import('./home-below-fold.tsx').then((module) => module.HomeBelowFold), {
  placeholder: spacer,
  inPlace: true,
  // The page's own margins, as each of its sections has them.
  inPlaceFrame: PAGE_FRAME,
});

/**
 * Once loaded, home shows it straight away for the rest of the visit: coming back to home must not
 * wait for a scroll, or the router could not restore the reader's scroll position down the page.
 */
let loadedThisVisit = false;

export function DeferredBelowFold() {
  const [wanted, setWanted] = useState(
    () => loadedThisVisit || window.location.hash.length > 1 || !('IntersectionObserver' in window),
  );
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted) loadedThisVisit = true;
    const node = ref.current;
    if (wanted || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    }, { rootMargin: '600px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [wanted]);

  if (!wanted) return <div ref={ref}>{spacer}</div>;
  return <HomeBelowFold />;
}
