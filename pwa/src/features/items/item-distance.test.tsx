/**
 * A near-me result's card says how far it is: whole kilometres, "less than 1 km" under one, in the
 * page's language with the app's number formatting; any other card says nothing of distance.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeItem } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { pageLocale } from '@shared/locale.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import browseHindi from '@shared/messages/hi/browse.ts';
import { ItemCard } from './item-card.tsx';
import { distanceText } from './item-distance.ts';

const t = browseMessages.card;
const paths = ['/item/$id'];

describe("a card's distance", () => {
  it.each([
    [3.4, t.distance(3)],
    [3.5, t.distance(4)],
    [1, t.distance(1)],
    [0.96, t.distanceUnderOne],
    [0, t.distanceUnderOne],
  ])('%s km reads as the page says it', async (distanceKm, words) => {
    await renderWithRouter(<ItemCard item={makeItem({ distanceKm })} />, paths);
    expect(within(await screen.findByRole('article')).getByText(words)).toBeTruthy();
  });

  it('is not said on a card whose list is not a near-me one', async () => {
    await renderWithRouter(<ItemCard item={makeItem()} />, paths);
    const card = await screen.findByRole('article');
    expect(within(card).queryByText(t.distanceUnderOne)).toBeNull();
    expect(within(card).queryByText(t.distance(3))).toBeNull();
  });

  it.runIf(pageLocale === 'en')('in English, word for word', () => {
    expect(distanceText(3.4)).toBe('3 km away');
    expect(distanceText(0.4)).toBe('Less than 1 km away');
    expect(distanceText(1234)).toBe('1,234 km away');
  });

  it.runIf(pageLocale === 'hi')('in Hindi, word for word', () => {
    expect(distanceText(3.4)).toBe('3 किमी दूर');
    expect(distanceText(0.4)).toBe('1 किमी से कम दूर');
  });

  it("has Hindi words for both, grouped the Indian way, whatever the page's language", () => {
    expect(browseHindi.card.distance(12)).toBe('12 किमी दूर');
    expect(browseHindi.card.distance(123456)).toBe('1,23,456 किमी दूर');
    expect(browseHindi.card.distanceUnderOne).toBe('1 किमी से कम दूर');
  });
});
