/**
 * Everything on home below the categories, in its own chunk (see deferred-below-fold.tsx): the item
 * sections, the website reviews, How It Works, the footer and the scroll-to-top button. On arrival
 * it honours a #hash that points inside it (a shared /#how-it-works link), absent at first paint.
 */
import { useEffect } from 'react';
import { ReviewsSection } from '@pwa/features/reviews/pages.ts';
import { ActivitySection } from './activity-section.tsx';
import { HomeItemSection } from './home-item-section.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import { SiteFooter } from './site-footer.tsx';

export function HomeBelowFold() {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(decodeURIComponent(id))?.scrollIntoView();
  }, []);
  return (
    <>
      <HomeItemSection filter="recent" />
      <HomeItemSection filter="featured" />
      <HomeItemSection filter="popular" />
      <ActivitySection />
      <ReviewsSection />
      <HowItWorks />
      <SiteFooter />
      {/* The end of the page leaves the scroll-to-top button a strip of its own, in the footer's colour, so it covers no text there. */}
      <div aria-hidden className="h-[calc(5rem+env(safe-area-inset-bottom))] bg-surface" />
      <ScrollToTopButton />
    </>
  );
}
