import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countOf, formatCompact, formatFileSize, formatMegapixels, formatNumber, formatRating, formatRupees, formatWait, pluralOf } from './intl.ts';
import { dateFormat, formatRelativeTime, lazyDateFormat } from './intl-dates.ts';

describe('countOf', () => {
  const listing = { one: 'listing', other: 'listings' };

  it('uses the singular for one and the plural otherwise, zero included', () => {
    expect(countOf(1, listing, 'en')).toBe('1 listing');
    expect(countOf(0, listing, 'en')).toBe('0 listings');
    expect(countOf(2, listing, 'en')).toBe('2 listings');
  });

  it('groups digits the Indian way', () => {
    expect(countOf(123_456, listing, 'en')).toBe('1,23,456 listings');
  });

  it("follows Hindi's plural rules, where zero and one take the same form", () => {
    const day = { one: 'दिन', other: 'दिन' };
    const item = { one: 'चीज़', other: 'चीज़ें' };
    expect(countOf(0, item, 'hi')).toBe('0 चीज़');
    expect(countOf(1, item, 'hi')).toBe('1 चीज़');
    expect(countOf(3, item, 'hi')).toBe('3 चीज़ें');
    expect(countOf(1_00_000, day, 'hi')).toBe('1,00,000 दिन');
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way and shows paise only when there are any', () => {
    expect(formatRupees('123456.00', 'en')).toBe('₹1,23,456');
    expect(formatRupees('1200', 'en')).toBe('₹1,200');
    expect(formatRupees('99.5', 'en')).toBe('₹99.50');
    expect(formatRupees('10000000.25', 'en')).toBe('₹1,00,00,000.25');
  });

  it('reads the same in Hindi: ₹ and Indian grouping', () => {
    expect(formatRupees('1234567', 'hi')).toBe('₹12,34,567');
  });
});

describe('numbers and dates', () => {
  it('writes large figures compactly in lakh and crore', () => {
    expect(formatCompact(2_500_000, 'hi')).toBe('25\u00a0लाख'); // Intl puts a no-break space before the word
    expect(formatCompact(2_500_000, 'en')).toBe('25L');
    expect(formatNumber(1_234_567, 'hi')).toBe('12,34,567');
  });

  it('names months and relative days in the language', () => {
    const date = new Date(Date.UTC(2026, 10, 24));
    expect(dateFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' }, 'hi').format(date)).toBe('24 नवंबर');
    expect(dateFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' }, 'en').format(date)).toBe('24 November');
    const now = new Date(Date.UTC(2026, 10, 24, 12));
    expect(formatRelativeTime(new Date(Date.UTC(2026, 10, 23, 12)), now, 'hi')).toBe('कल');
    expect(formatRelativeTime(new Date(Date.UTC(2026, 10, 23, 12)), now, 'en')).toBe('yesterday');
    expect(formatRelativeTime(new Date(Date.UTC(2026, 10, 24, 9)), now, 'en')).toBe('3 hours ago');
  });
});

describe('ratings, waits and sizes', () => {
  it('writes an average rating with one decimal, a whole one included', () => {
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.25, 'en')).toBe('4.3');
    expect(formatRating(3.96, 'hi')).toBe('4.0');
    expect(formatRating(4.5, 'hi')).toBe('4.5');
  });

  it('writes a wait in its largest whole unit, rounded up, with the language’s words and plurals', () => {
    expect(formatWait(1, 'en')).toBe('1 second');
    expect(formatWait(45, 'en')).toBe('45 seconds');
    expect(formatWait(61, 'en')).toBe('2 minutes');
    expect(formatWait(3600, 'en')).toBe('1 hour');
    expect(formatWait(45, 'hi')).toBe('45 सेकंड');
    expect(formatWait(120, 'hi')).toBe('2 मिनट');
    expect(formatWait(3600, 'hi')).toBe('1 घंटा');
    expect(formatWait(7200, 'hi')).toBe('2 घंटे');
    // Never "0 seconds": a wait of nothing still asks for a moment.
    expect(formatWait(0, 'en')).toBe('1 second');
  });

  it("writes a file size in the app's megabytes (1,048,576 bytes), never overstating a limit", () => {
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatFileSize(15 * 1024 * 1024, 'hi')).toBe('15 MB');
    expect(formatFileSize(4.99 * 1024 * 1024, 'en')).toBe('4.9 MB');
    expect(formatFileSize(10_000, 'en')).toBe('9 kB');
  });

  it('writes a pixel count in megapixels', () => {
    expect(formatMegapixels(50_000_000, 'en')).toBe('50');
    expect(formatMegapixels(12_345_678, 'hi')).toBe('12.3');
  });
});

describe('lazyDateFormat', () => {
  it('makes its Intl.DateTimeFormat on the first date it writes, not where it is declared, and only once', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class Counted extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      // Options no other test uses, so the shared cache holds no format for them yet.
      const options = { month: 'long', day: '2-digit', timeZone: 'Asia/Kolkata' } as const;
      const format = lazyDateFormat(options, 'hi');
      expect(made).toBe(0);
      const date = new Date('2026-11-28T06:00:00Z');
      expect(format.format(date)).toBe('28 नवंबर');
      format.format(date);
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});

describe('whole numbers, written by hand as Intl writes them', () => {
  const LOCALES = [
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ] as const;
  const wholes = fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.maxSafeNat(), fc.constant(-0));

  it.each(LOCALES)('groups counts and rupees the Indian way in %s', (locale, tag) => {
    const number = new Intl.NumberFormat(tag);
    const rupees = new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    fc.assert(
      fc.property(wholes, (value) => {
        expect(formatNumber(value, locale)).toBe(number.format(value));
        expect(formatRupees(value, locale)).toBe(rupees.format(value));
        // As the API sends prices: a decimal string ("-0" is written "0" there).
        expect(formatRupees(`${value}.00`, locale)).toBe(rupees.format(Number(`${value}.00`)));
      }),
      { numRuns: 2000 },
    );
  });

  it.each(LOCALES)('writes a rating with one decimal in %s, as Intl does', (locale, tag) => {
    const oneDecimal = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    // Averages as the server sends them (rounded to one decimal), and any other number.
    const ratings = fc.oneof(fc.integer({ min: 0, max: 9999 }).map((tenths) => Math.round(tenths) / 10), fc.double({ min: 0, max: 5, noNaN: true }), fc.double({ noNaN: true }));
    fc.assert(
      fc.property(ratings, (average) => {
        expect(formatRating(average, locale)).toBe(oneDecimal.format(average));
      }),
      { numRuns: 2000 },
    );
  });

  it.each(LOCALES)("picks the plural form by %s's rules", (locale, tag) => {
    const rules = new Intl.PluralRules(tag);
    const forms = { one: 'one', other: 'other' };
    fc.assert(
      fc.property(wholes, (count) => {
        expect(pluralOf(count, forms, locale)).toBe(rules.select(count) === 'one' ? 'one' : 'other');
      }),
      { numRuns: 2000, examples: [[0], [1], [2]] },
    );
  });

  it('leaves fractions and negatives to Intl', () => {
    expect(formatNumber(-1234, 'en')).toBe('-1,234');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatRupees(-1200, 'en')).toBe('-₹1,200');
    expect(pluralOf(1.5, { one: 'one', other: 'other' }, 'en')).toBe('other');
  });
});
