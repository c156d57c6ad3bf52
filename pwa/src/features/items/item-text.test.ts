import { describe, expect, it } from 'vitest';
import { makeItem } from '@pwa/test/items.ts';
import { formatNumber, formatRating, formatRupees } from '@shared/intl.ts';
import { pageLocale } from '@shared/locale.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { cardOwnerName, itemLocation, itemTitle, ownerCardName, priceLine, ratingText } from './item-text.ts';
import { contactPhone, telLink, whatsAppLink } from './contact-links.ts';

const t = browseMessages;
const perUnit = listingMessages.priceUnits;

describe('item text fallbacks', () => {
  it('falls back to "Untitled Item", "Location not specified" and "Anonymous"', () => {
    const bare = makeItem({ title: '  ', location: null, ownerName: null, owner: { fullName: null, profileImageUrl: null, phone: null, isVerified: false, averageRating: null, reviewCount: 0 } });
    expect(itemTitle(bare)).toBe(t.card.untitled);
    expect(itemLocation(bare)).toBe(t.card.noLocation);
    expect(cardOwnerName(bare)).toBe(t.card.anonymous);
    expect(itemLocation(makeItem({ location: '' }))).toBe(t.card.noLocation);
  });

  it('uses the listing owner name, else the profile name', () => {
    expect(cardOwnerName(makeItem({ ownerName: 'Ravi Kumar' }))).toBe('Ravi Kumar');
    expect(cardOwnerName(makeItem({ ownerName: null, owner: { fullName: 'Asha Rao', profileImageUrl: null, phone: null, isVerified: false, averageRating: null, reviewCount: 0 } }))).toBe('Asha Rao');
  });

  it('names the owner card "Item Owner" when the name is empty or a demo placeholder', () => {
    const owner = (fullName: string | null) => ({ fullName, profileImageUrl: null, phone: null, isVerified: false, averageRating: null, reviewCount: 0 });
    expect(ownerCardName(makeItem({ ownerName: null, owner: owner(null) }))).toBe(t.item.ownerFallback);
    expect(ownerCardName(makeItem({ ownerName: 'Demo User', owner: owner('Demo User') }))).toBe(t.item.ownerFallback);
    expect(ownerCardName(makeItem({ ownerName: null, owner: owner('demo user') }))).toBe(t.item.ownerFallback);
    expect(ownerCardName(makeItem({ owner: owner('Meera Iyer') }))).toBe('Meera Iyer');
  });
});

describe('price line', () => {
  it('shows rupees with Indian grouping and the unit, day by default', () => {
    expect(priceLine(makeItem({ price: '1200', priceUnit: 'day' }))).toBe(`₹1,200 ${perUnit.day}`);
    expect(priceLine(makeItem({ price: '123456.50', priceUnit: 'month' }))).toBe(`₹1,23,456.50 ${perUnit.month}`);
    expect(priceLine(makeItem({ price: '300.00', priceUnit: 'hour' }))).toBe(`₹300 ${perUnit.hour}`);
    expect(priceLine(makeItem({ price: '900', priceUnit: null }))).toBe(`₹900 ${perUnit.day}`);
  });

  // the exact English price line; the Hindi one is the same figure with the Hindi unit.
  it.runIf(pageLocale === 'en')('reads "₹1,200 Per Day" in English', () => {
    expect(priceLine(makeItem({ price: '1200', priceUnit: 'day' }))).toBe('₹1,200 Per Day');
  });

  it('reads "Price Negotiable" when marked, or when the price is zero or absent', () => {
    expect(priceLine(makeItem({ isNegotiable: true, price: '500' }))).toBe(t.card.negotiable);
    expect(priceLine(makeItem({ price: '0.00' }))).toBe(t.card.negotiable);
    expect(priceLine(makeItem({ price: null, priceUnit: null }))).toBe(t.card.negotiable);
  });
});

describe('rating', () => {
  it('says "No reviews yet" rather than a made-up figure', () => {
    expect(ratingText(makeItem({ averageRating: null, reviewCount: 0 }))).toEqual({ reviewed: false, text: t.card.noReviews });
  });

  it('shows the real average to one decimal with the count', () => {
    expect(ratingText(makeItem({ averageRating: 4.25, reviewCount: 3 }))).toMatchObject({ reviewed: true, average: '4.3', count: '3', label: t.card.rating('4.3', 3) });
  });

  it("writes the figures through Intl in the page's language: a whole average keeps its decimal, a count is grouped", () => {
    const rating = ratingText(makeItem({ averageRating: 4, reviewCount: 1234 }));
    expect(rating).toMatchObject({ reviewed: true, average: formatRating(4), count: formatNumber(1234) });
    // en-IN and hi-IN alike: "4.0" and "1,234" (Indian grouping), never a raw "1234".
    expect(rating).toMatchObject({ average: '4.0', count: '1,234', label: t.card.rating('4.0', 1234) });
  });
});

describe('contact links', () => {
  it('strips the number to digits and + for tel:', () => {
    expect(contactPhone(makeItem({ contactPhone: '+91 98765-43210' }))).toBe('+919876543210');
    expect(telLink('+919876543210')).toBe('tel:+919876543210');
  });

  it("falls back to the owner's phone, and to none", () => {
    const owner = { fullName: 'A', profileImageUrl: null, phone: '98765 43210', isVerified: false, averageRating: null, reviewCount: 0 };
    expect(contactPhone(makeItem({ contactPhone: null, owner }))).toBe('9876543210');
    expect(contactPhone(makeItem({ contactPhone: ' ', owner: { ...owner, phone: null } }))).toBeNull();
  });

  it('prefills the messaging link with owner, title and price, or "Negotiable price"', () => {
    const link = new URL(whatsAppLink('+919876543210', 'Priya', makeItem({ title: 'Canon 200D', price: '800', priceUnit: 'day' })));
    expect(link.origin + link.pathname).toBe('https://wa.me/919876543210');
    expect(link.searchParams.get('text')).toBe(t.item.whatsAppText('Priya', 'Canon 200D', `${formatRupees(800)} ${perUnit.day}`));
    const negotiable = new URL(whatsAppLink('9876543210', 'Priya', makeItem({ isNegotiable: true })));
    expect(negotiable.pathname).toBe('/919876543210');
    expect(negotiable.searchParams.get('text')).toContain(`(${t.item.negotiablePrice})`);
  });
});
