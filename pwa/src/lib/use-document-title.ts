/**
 * Sets the browser tab's title while a page is shown (every page had the same title).
 * Titles come from shared/src/messages/titles.ts. On leaving, the title goes back to what it was,
 * so a page that sets none never keeps the previous page's.
 */
import { useLayoutEffect } from 'react';

export function useDocumentTitle(title: string | null | undefined): void {
  // A layout effect, so the title changes in the same commit as the page it names (a passive effect
  // ran after paint: a screen reader, or a test, could meet the new page under the old title).
  useLayoutEffect(() => {
    // Null while the page does not know its subject yet (an item still loading): keep the last title.
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
