import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { db } from '@pwa/db/app-db.ts';
import { makeItems } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { searchKey } from './search-heading.ts';
import { SearchPage } from './search-page.tsx';

const paths = ['/search', '/item/$id'];
const t = calendarMessages.search;

describe('date search', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T06:30:00Z'));
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('passes the dates to GET /api/items and shows them', async () => {
    const fetchSpy = stubFetch(() => jsonResponse(200, makeItems(1)));
    await renderWithRouter(<SearchPage q="bike" from="2026-12-01" to="2026-12-04" />, paths);
    expect(await screen.findAllByRole('link', { name: browseMessages.card.viewDetails })).toHaveLength(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/items?q=bike&from=2026-12-01&to=2026-12-04&limit=24');
    expect(screen.getByLabelText<HTMLInputElement>(t.from).value).toBe('2026-12-01');
    expect(screen.getByLabelText<HTMLInputElement>(t.to).value).toBe('2026-12-04');
    expect(screen.getByLabelText<HTMLInputElement>(t.from).min).toBe('2026-11-24');
    expect(screen.getByRole('link', { name: t.clear }).getAttribute('href')).toBe('/search?q=bike');
  });

  it('ignores a half range or one that ends before it starts', async () => {
    const fetchSpy = stubFetch(() => jsonResponse(200, []));
    await renderWithRouter(<SearchPage q="bike" from="2026-12-04" to="2026-12-01" />, paths);
    await screen.findByRole('heading', { name: browseMessages.search.empty });
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/items?q=bike&limit=24');
  });

  it('applies changed dates, keeping the rest of the search', async () => {
    stubFetch(() => jsonResponse(200, []));
    const { router } = await renderWithRouter(<SearchPage q="bike" location="Pune" />, paths);
    fireEvent.change(screen.getByLabelText(t.from), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText(t.to), { target: { value: '2026-12-09' } });
    fireEvent.click(screen.getByRole('button', { name: t.apply }));
    expect(screen.getByRole('alert').textContent).toBe(t.toAfterFrom);
    fireEvent.change(screen.getByLabelText(t.to), { target: { value: '2026-12-12' } });
    fireEvent.click(screen.getByRole('button', { name: t.apply }));
    await vi.waitFor(() => expect(router.state.location.href).toBe('/search?q=bike&location=Pune&from=2026-12-10&to=2026-12-12'));
  });

  it('keeps dated results apart from undated ones in the cache', () => {
    expect(searchKey({ q: 'bike', from: '2026-12-01', to: '2026-12-04' })).not.toBe(searchKey({ q: 'bike' }));
    expect(searchKey({ q: 'bike', from: '2026-12-01', to: '2026-12-04' })).not.toBe(searchKey({ q: 'bike', from: '2026-12-01', to: '2026-12-05' }));
    expect(searchKey({ q: 'bike', from: '2026-12-01' })).toBe(searchKey({ q: 'bike' }));
  });
});
