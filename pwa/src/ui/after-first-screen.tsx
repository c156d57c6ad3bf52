/**
 * Draws its children in a render of their own, after the rest of the page: React's deferred render,
 * which it splits into short slices and interrupts for a tap. What lies below a page's first screen
 * (an item's reviews, calendar and similar listings) then never holds up the first screen's paint,
 * nor a budget phone's main thread in one long task. Until then `placeholder` holds its place.
 */
import { useDeferredValue, type ReactNode } from 'react';

/** What holds no space but says part of the page is still to come (the end-to-end checks wait for it). */
const PENDING = <span hidden aria-busy="true" />;

export function AfterFirstScreen({ children, placeholder = PENDING }: { children: ReactNode; placeholder?: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : placeholder;
}
