import { describe, expect, it } from 'vitest';
import { showScrollToTop } from './scroll-to-top-visibility.ts';

const page = { viewportHeight: 800, pageHeight: 6000 };

describe('showScrollToTop (it covered text)', () => {
  it('stays hidden within the first screen, whichever way the reader scrolls', () => {
    expect(showScrollToTop({ ...page, y: 700, previousY: 750 })).toBe(false);
    expect(showScrollToTop({ ...page, y: 800, previousY: 900 })).toBe(false);
  });

  it('keeps out of the way while the reader reads on down the page', () => {
    expect(showScrollToTop({ ...page, y: 3000, previousY: 2900 })).toBe(false);
    expect(showScrollToTop({ ...page, y: 3000, previousY: 3000 })).toBe(false);
  });

  it('shows when the reader heads back up, and at the end of the page', () => {
    expect(showScrollToTop({ ...page, y: 2900, previousY: 3000 })).toBe(true);
    expect(showScrollToTop({ ...page, y: 5200, previousY: 5000 })).toBe(true);
    expect(showScrollToTop({ ...page, y: 5180, previousY: 5000 })).toBe(true);
    expect(showScrollToTop({ ...page, y: 5100, previousY: 5000 })).toBe(false);
  });
});
