import { describe, expect, it } from 'vitest';
import { addDays, bookingTotal, daysBetween, isIsoDay, rangesOverlap, todayInIndia } from './booking-days.ts';

const item = (price: string | null, priceUnit: 'hour' | 'day' | 'week' | 'month' | null, isNegotiable = false) => ({ price, priceUnit, isNegotiable });

describe('booking days', () => {
  it('takes the day in India, whatever the zone: 23:30 IST is still that day, 00:30 IST the next', () => {
    expect(todayInIndia(new Date('2026-11-24T18:00:00Z'))).toBe('2026-11-24'); // 23:30 IST
    expect(todayInIndia(new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-25'); // 00:30 IST
    expect(todayInIndia(new Date('2026-11-24T18:29:59.999Z'))).toBe('2026-11-24'); // 23:59:59.999 IST
    expect(todayInIndia(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25'); // midnight IST
  });

  it('agrees with the time-zone database on every midnight in India of a year, each side of it', () => {
    const india = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let day = 0; day < 366; day++) {
      const midnightInIndia = Date.UTC(2026, 0, 1, 18, 30) + day * 86_400_000;
      for (const at of [midnightInIndia - 1, midnightInIndia, midnightInIndia + 12 * 3_600_000]) {
        expect(todayInIndia(new Date(at))).toBe(india.format(at));
      }
    }
  });

  it('reads only real days written YYYY-MM-DD', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026-2-3')).toBe(false);
    expect(isIsoDay('2026-02-28T00:00')).toBe(false);
  });

  it('counts and moves days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-28', '2026-12-02')).toBe(4);
  });

  it('leaves the return day free for the next renter', () => {
    expect(rangesOverlap({ start: '2026-12-01', end: '2026-12-03' }, { start: '2026-12-03', end: '2026-12-05' })).toBe(false);
    expect(rangesOverlap({ start: '2026-12-01', end: '2026-12-04' }, { start: '2026-12-03', end: '2026-12-05' })).toBe(true);
  });

  it('totals by the unit the owner priced in', () => {
    expect(bookingTotal(item('800', 'day'), 3)).toEqual({ kind: 'total', amount: '2400', units: 3, unit: 'day' });
    expect(bookingTotal(item('3000', 'week'), 8)).toEqual({ kind: 'total', amount: '6000', units: 2, unit: 'week' });
    expect(bookingTotal(item('9999.99', 'month'), 30)).toEqual({ kind: 'total', amount: '9999.99', units: 1, unit: 'month' });
    expect(bookingTotal(item('0.10', 'day'), 3)).toEqual({ kind: 'total', amount: '0.30', units: 3, unit: 'day' });
    expect(bookingTotal(item('150', 'hour'), 2)).toEqual({ kind: 'hourly', price: '150' });
    expect(bookingTotal(item(null, null, true), 2)).toEqual({ kind: 'negotiable' });
    expect(bookingTotal(item('500', null), 2)).toEqual({ kind: 'total', amount: '1000', units: 2, unit: 'day' });
  });
});
