import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { listCategoryItems, listItems } from './items-api.ts';

describe('item list calls', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the query and reads the next cursor and the total from the headers', async () => {
    const fetchSpy = stubFetch(() => {
      const response = jsonResponse(200, []);
      response.headers.set('X-Next-Cursor', 'abc');
      response.headers.set('X-Total-Count', '42');
      return response;
    });
    const page = await listCategoryItems('cameras', { limit: 24, cursor: 'xyz' });
    expect(page).toEqual({ items: [], nextCursor: 'abc', total: 42 });
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/items/category/cameras?limit=24&cursor=xyz');
  });

  it('reads no cursor and no total when the headers are absent, and encodes the search', async () => {
    const fetchSpy = stubFetch(() => jsonResponse(200, []));
    expect(await listItems({ q: 'red bike & helmet', location: 'Navi Mumbai' })).toEqual({ items: [], nextCursor: null, total: null });
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/items?q=red+bike+%26+helmet&location=Navi+Mumbai');
  });
});
