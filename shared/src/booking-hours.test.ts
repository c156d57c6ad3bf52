import { describe, expect, it } from 'vitest';
import { daySpan, freeStarts, hourlySpanProblem, hourSpan, indiaClockOf, indiaDayOf, indiaTime, isIsoInstant, isTimeOfDay, openHoursOf, toIndiaIso } from './booking-hours.ts';
import { hourSpanText } from './booking-hours-text.ts';

const open = { from: '09:00', until: '21:00' };
const span = (from: string, until: string, day = '2026-12-10') => ({ startsAt: indiaTime(day, from), endsAt: indiaTime(day, until) });

describe('India time', () => {
  it('writes any instant in India time, whatever zone it came in', () => {
    expect(toIndiaIso('2026-12-10T04:30:00Z')).toBe('2026-12-10T10:00:00+05:30');
    expect(toIndiaIso('2026-12-09T20:00:00Z')).toBe('2026-12-10T01:30:00+05:30');
    expect(indiaDayOf('2026-12-09T20:00:00Z')).toBe('2026-12-10');
    expect(indiaClockOf('2026-12-09T20:00:00Z')).toBe('01:30');
    expect(indiaTime('2026-12-10', '24:00')).toBe('2026-12-11T00:00:00+05:30');
    expect(daySpan('2026-12-10', '2026-12-12')).toEqual({ startsAt: '2026-12-10T00:00:00+05:30', endsAt: '2026-12-12T00:00:00+05:30' });
    expect(hourSpan('2026-12-10', '09:30', 3)).toEqual({ startsAt: '2026-12-10T09:30:00+05:30', endsAt: '2026-12-10T12:30:00+05:30' });
    expect(hourSpan('2026-12-10', '21:00', 3)).toEqual({ startsAt: '2026-12-10T21:00:00+05:30', endsAt: '2026-12-11T00:00:00+05:30' });
  });

  it('accepts times of day on the hour or half hour, and ISO instants with their offset only', () => {
    expect(['00:00', '09:30', '23:30', '24:00'].every(isTimeOfDay)).toBe(true);
    expect(['9:00', '09:15', '24:30', '25:00', '09:00:00'].some(isTimeOfDay)).toBe(false);
    expect(isIsoInstant('2026-12-10T10:00:00+05:30')).toBe(true);
    expect(isIsoInstant('2026-12-10T04:30Z')).toBe(true);
    expect(isIsoInstant('2026-12-10T10:00:00')).toBe(false);
    expect(isIsoInstant('2026-12-10 10:00+05:30')).toBe(false);
    expect(isIsoInstant('2026-13-40T10:00:00+05:30')).toBe(false);
  });
});

describe('hourly spans', () => {
  it('finds what is wrong with a span, or nothing', () => {
    expect(hourlySpanProblem(span('10:00', '13:00'), open)).toBeNull();
    expect(hourlySpanProblem(span('09:00', '21:00'), open)).toBeNull();
    expect(hourlySpanProblem(span('10:30', '11:30'), open)).toBeNull();
    expect(hourlySpanProblem({ startsAt: '2026-12-10T10:15:00+05:30', endsAt: '2026-12-10T11:15:00+05:30' }, open)).toBe('half-hour');
    expect(hourlySpanProblem(span('10:00', '11:30'), open)).toBe('whole-hours');
    expect(hourlySpanProblem(span('08:00', '10:00'), open)).toBe('outside-hours');
    expect(hourlySpanProblem(span('20:00', '22:00'), open)).toBe('outside-hours');
    expect(hourlySpanProblem({ startsAt: indiaTime('2026-12-10', '23:00'), endsAt: indiaTime('2026-12-11', '01:00') }, openHoursOf({ availableFrom: null, availableUntil: null }))).toBe('one-day');
    expect(hourlySpanProblem(span('22:00', '24:00'), openHoursOf({ availableFrom: null, availableUntil: null }))).toBeNull();
  });

  it('offers the hourly starts that fit, after now, clear of taken hours', () => {
    const now = new Date(indiaTime('2026-12-09', '12:00'));
    expect(freeStarts('2026-12-10', 3, open, [], now)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
    expect(freeStarts('2026-12-10', 3, open, [span('10:00', '13:00')], now)).toEqual(['13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
    expect(freeStarts('2026-12-10', 1, open, [span('10:00', '13:00')], new Date(indiaTime('2026-12-10', '15:30')))).toEqual(['16:00', '17:00', '18:00', '19:00', '20:00']);
    expect(freeStarts('2026-12-10', 13, open, [], now)).toEqual([]);
    expect(freeStarts('2026-12-10', 2, { from: '21:30', until: '24:00' }, [], now)).toEqual(['21:30']);
  });

  it('says a span in words in India time, in both languages', () => {
    expect(hourSpanText('2026-12-10T04:30:00Z', '2026-12-10T07:30:00Z', 'en')).toBe('Thu, 10 Dec, 10:00–13:00');
    expect(hourSpanText(indiaTime('2026-12-10', '21:00'), indiaTime('2026-12-10', '24:00'), 'en')).toMatch(/, 21:00–24:00$/);
    expect(hourSpanText(indiaTime('2026-12-10', '10:00'), indiaTime('2026-12-10', '13:00'), 'hi')).toMatch(/^गुरु.*10:00–13:00$/);
  });
});
