/**
 * Figures in the copy go through intl.ts and each language's plural rules, and the agreed
 * strings stay word for word. The English modules are the page's (this project has no page: English);
 * the Hindi ones are read directly.
 */
import { describe, expect, it } from 'vitest';
import { bookingMessages } from './bookings.ts';
import { browseMessages } from './browse.ts';
import { errorMessages } from './errors.ts';
import { favoritesMessages } from './favorites.ts';
import hindiBookings from './hi/bookings.ts';
import hindiBrowse from './hi/browse.ts';
import hindiErrors from './hi/errors.ts';
import hindiFavorites from './hi/favorites.ts';
import hindiListings from './hi/listings.ts';
import hindiSignOut from './hi/sign-out.ts';
import { listingMessages } from './listings.ts';
import { signOutMessages } from './sign-out.ts';

const MB = 1024 * 1024;

describe('counts and ratings in English', () => {
  it('keeps the agreed strings, with counts grouped the Indian way', () => {
    expect(browseMessages.category.count(1)).toBe('1 item(s) available');
    expect(browseMessages.category.count(12_345)).toBe('12,345 item(s) available');
    expect(listingMessages.validation.priceTooHigh).toBe('Price must be less than ₹1,00,00,00,000');
    expect(listingMessages.reviews.starLabel(1)).toBe('1 star');
    expect(listingMessages.reviews.starLabel(5)).toBe('5 stars');
  });

  it('words ratings with one decimal and plurals by the rules', () => {
    expect(browseMessages.card.rating('4.3', 1)).toBe('Rated 4.3 out of 5 from 1 review');
    expect(browseMessages.card.rating('4.0', 1500)).toBe('Rated 4.0 out of 5 from 1,500 reviews');
    expect(bookingMessages.card.rating(4, 1234)).toBe('★ 4.0 (1,234)');
    expect(bookingMessages.card.ratingLabel(4.25, 1)).toBe('Rated 4.3 out of 5 from 1 review');
  });

  it('agrees the words with the count: favourites and the sign-out check', () => {
    expect(favoritesMessages.count(1)).toBe('1 listing saved with the heart');
    expect(favoritesMessages.count(2_000)).toBe('2,000 listings saved with the heart');
    expect(favoritesMessages.notOnDevice(1)).toBe('1 favourite is not saved on this device yet. Connect to the internet to see it.');
    expect(favoritesMessages.notOnDevice(3)).toBe('3 favourites are not saved on this device yet. Connect to the internet to see them.');
    expect(signOutMessages.text(1)).toMatch(/^1 change you made on this device has not reached Kiraya yet\. /);
    expect(signOutMessages.text(1_200)).toMatch(/^1,200 changes you made on this device have not reached Kiraya yet\. /);
  });
});

describe('counts and ratings in Hindi', () => {
  it('groups counts and writes ratings with one decimal', () => {
    expect(hindiBrowse.category.count(12_345)).toBe('12,345 चीज़ें उपलब्ध');
    expect(hindiBookings.card.rating(4, 1234)).toBe('★ 4.0 (1,234)');
    expect(hindiListings.validation.priceTooHigh).toBe('कीमत ₹1,00,00,00,000 से कम होनी चाहिए');
  });

  it("agrees verbs and pronouns with the count by Hindi's rules (zero and one alike)", () => {
    expect(hindiFavorites.notOnDevice(1)).toContain('सेव नहीं है। इसे देखने');
    expect(hindiFavorites.notOnDevice(3)).toContain('सेव नहीं हैं। इन्हें देखने');
    expect(hindiSignOut.text(1)).toMatch(/^इस डिवाइस पर किया गया 1 बदलाव अभी Kiraya तक नहीं पहुँचा है। यह /);
    expect(hindiSignOut.text(4)).toMatch(/^इस डिवाइस पर किए गए 4 बदलाव अभी Kiraya तक नहीं पहुँचे हैं। ये /);
  });
});

describe('error words with their figures', () => {
  it('writes the wait and the limits in each language', () => {
    expect(errorMessages.withFigure.throttled(120)).toBe('Too many attempts. Please wait 2 minutes and try again.');
    expect(hindiErrors.withFigure.throttled(120)).toBe('बहुत ज़्यादा कोशिशें हो गईं। कृपया 2 मिनट रुककर फिर से कोशिश करें।');
    expect(hindiErrors.withFigure.throttled(30)).toContain('30 सेकंड');
    expect(errorMessages.withFigure.fileTooLarge(5 * MB)).toContain('5 MB');
    expect(hindiErrors.withFigure.fileTooLarge(15 * MB)).toContain('ज़्यादा से ज़्यादा 15 MB');
    expect(hindiErrors.withFigure.tooManyPixels(50_000_000)).toContain('50 मेगापिक्सल');
  });

  it('tells apart what the server tells apart, in Hindi too', () => {
    const words = hindiErrors.byCode;
    // A photo of the wrong type is not "your request could not be read: try again".
    expect(words['image-type-not-allowed']).not.toBe(words['unsupported-media-type']);
    expect(words['video-type-not-allowed']).not.toBe(words['unsupported-media-type']);
    expect(words['file-too-large']).not.toBe(words['payload-too-large']);
    expect(words['conversation-blocked']).not.toBe(words['conversation-blocked-by-you']);
    expect(words['conversation-blocked-by-you']).toContain('अनब्लॉक');
    expect(hindiErrors.byField['username-taken']).not.toBe(hindiErrors.fieldInvalid);
    expect(hindiErrors.byField['email-taken']).not.toBe(hindiErrors.fieldInvalid);
  });
});
