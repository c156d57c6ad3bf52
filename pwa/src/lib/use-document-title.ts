/**
 * Sets the browser tab's title while a page is shown (issue 10: every page had the same title).
 * Titles come from shared/src/messages/titles.ts. On leaving, the title goes back to what it was,
 * so a page that sets none never keeps the previous page's.
 */
import { useEffect } from 'react';

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    // Null while the page does not know its subject yet (an item still loading): keep the last title.
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
