import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title.ts';

describe('useDocumentTitle', () => {
  afterEach(() => {
    document.title = '';
  });

  it('sets the title while mounted, follows changes and restores the previous one on leaving', () => {
    document.title = 'Kiraya – Rent Anything, Anywhere';
    const { rerender, unmount } = renderHook(({ title }: { title: string | null }) => useDocumentTitle(title), {
      initialProps: { title: 'Bikes · Kiraya' as string | null },
    });
    expect(document.title).toBe('Bikes · Kiraya');
    rerender({ title: 'Cars · Kiraya' });
    expect(document.title).toBe('Cars · Kiraya');
    unmount();
    expect(document.title).toBe('Kiraya – Rent Anything, Anywhere');
  });

  it('keeps the current title while the page does not know its own yet', () => {
    document.title = 'Kiraya – Rent Anything, Anywhere';
    renderHook(() => useDocumentTitle(null));
    expect(document.title).toBe('Kiraya – Rent Anything, Anywhere');
  });
});
