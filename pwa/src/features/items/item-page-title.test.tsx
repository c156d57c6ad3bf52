/** The browser tab names the page's subject (every page had the same document title). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { db } from '@pwa/db/app-db.ts';
import { makeItem } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { messages } from '@shared/messages.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { ItemPage } from './item-page.tsx';

const paths = ['/item/$id', '/category/$slug'];

describe('item page title', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
    document.title = messages.brand.documentTitle;
  });
  afterEach(() => vi.restoreAllMocks());

  it("an item page is titled with the listing's title, a missing one with \"Item not found\"", async () => {
    const item = makeItem({ title: 'Canon EOS 200D' });
    stubFetch((url, init) => {
      if (init.method === 'POST') return new Response(null, { status: 204 });
      if (url.includes('/similar')) return jsonResponse(200, []);
      if (url.includes(item.id)) return jsonResponse(200, item);
      return jsonResponse(404, { message: 'Item not found', code: 'not-found' });
    });
    const first = await renderWithRouter(<ItemPage id={item.id} />, paths);
    await screen.findByRole('heading', { level: 1, name: 'Canon EOS 200D' });
    expect(document.title).toBe(titleMessages.item('Canon EOS 200D'));
    first.unmount();
    expect(document.title).toBe(messages.brand.documentTitle);
    await renderWithRouter(<ItemPage id="01936f5e-0000-7000-8000-0000000000ff" />, paths);
    await waitFor(() => expect(document.title).toBe(titleMessages.itemNotFound));
  });
});
