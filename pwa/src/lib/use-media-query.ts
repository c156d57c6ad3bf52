/**
 * Whether a media query matches, live. The header renders either its phone or its desktop parts
 * (not both hidden by CSS), so each control exists once on the page for screen readers and tests.
 */
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = (): boolean => window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, matches);
}

/** Tailwind's `md` breakpoint: from here on the header has room for search and account buttons. */
export const DESKTOP_QUERY = '(min-width: 768px)';
