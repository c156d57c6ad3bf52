/**
 * The scroll-to-top button: appears once the page has been scrolled a screen down, while
 * the reader scrolls back up or at the end of the page (scroll-to-top-visibility.ts says why).
 */
import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { browseMessages } from '@shared/messages/browse.ts';
import { showScrollToTop } from './scroll-to-top-visibility.ts';

export function ScrollToTopButton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let previousY = window.scrollY;
    const onScroll = (): void => {
      const y = window.scrollY;
      setShown(showScrollToTop({ y, previousY, viewportHeight: window.innerHeight, pageHeight: document.documentElement.scrollHeight }));
      previousY = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      aria-label={browseMessages.scrollToTop}
      title={browseMessages.scrollToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
      className="fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-30 flex size-12 items-center justify-center rounded-full bg-primary text-primary-fg shadow-lg hover:bg-primary-hover"
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  );
}
