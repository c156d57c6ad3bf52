/**
 * A bar held at the bottom of the screen (a conversation's reply box) tells the page how tall it is,
 * through the root's --bottom-bar custom property, so what floats there (the toasts) sits above it
 * rather than over it.
 */
import { useEffect, type RefObject } from 'react';

const PROPERTY = '--bottom-bar';

export function useBottomBar(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(PROPERTY, `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(PROPERTY);
    };
  }, [ref]);
}
