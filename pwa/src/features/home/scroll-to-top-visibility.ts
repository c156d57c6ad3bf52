/**
 * When the scroll-to-top button shows (once the page is a screen or more down). A button
 * floating over the page covers whatever text is under it (How It Works and the footer),
 * so it shows only when the reader is heading back up, or has reached the end, where the page keeps
 * an empty strip for it (see home-below-fold.tsx). Reading on, down the page, it keeps out of the way.
 */
export interface ScrollPosition {
  /** window.scrollY now, and at the previous scroll event. */
  y: number;
  previousY: number;
  viewportHeight: number;
  pageHeight: number;
}

/** How close to the end counts as the end: rounding and a phone's toolbar leave a few pixels. */
const END_SLACK = 24;

export function showScrollToTop({ y, previousY, viewportHeight, pageHeight }: ScrollPosition): boolean {
  if (y <= viewportHeight) return false;
  const atEnd = y + viewportHeight >= pageHeight - END_SLACK;
  return atEnd || y < previousY;
}
