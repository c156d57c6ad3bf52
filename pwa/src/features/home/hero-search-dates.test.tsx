import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { heroMessages as t } from '@shared/messages/hero.ts';
import { HeroSearch } from './hero-search.tsx';

describe('hero search dates', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds optional from and to dates, from today in India on', async () => {
    // 20:00 UTC on 23 November is already 24 November in India.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T20:00:00Z'));
    const { router } = await renderWithRouter(<HeroSearch />);
    const from = screen.getByLabelText<HTMLInputElement>(t.from);
    expect(from.min).toBe('2026-11-24');
    fireEvent.change(screen.getByRole('searchbox', { name: t.searchLabel }), { target: { value: 'tent' } });
    fireEvent.change(from, { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText(t.to), { target: { value: '2026-12-03' } });
    fireEvent.click(screen.getByRole('button', { name: t.searchButton }));
    await vi.waitFor(() => expect(router.state.location.href).toBe('/search?q=tent&from=2026-12-01&to=2026-12-03'));
  });

  it('leaves out a range that ends before it starts', async () => {
    const { router } = await renderWithRouter(<HeroSearch />);
    fireEvent.change(screen.getByRole('searchbox', { name: t.searchLabel }), { target: { value: 'tent' } });
    fireEvent.change(screen.getByLabelText(t.from), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText(t.to), { target: { value: '2026-12-03' } });
    fireEvent.click(screen.getByRole('button', { name: t.searchButton }));
    await vi.waitFor(() => expect(router.state.location.href).toBe('/search?q=tent'));
  });
});
