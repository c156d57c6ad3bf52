import { describe, expect, it } from 'vitest';
import { pickDay, EMPTY_SELECTION, type PickRules } from './range-picking.ts';
import { addMonths, dayStatus, gridDays, knownFrom } from './calendar-days.ts';

const known = knownFrom(
  { booked: [{ start: '2026-12-10', end: '2026-12-13' }], blocked: [{ start: '2026-12-20', end: '2026-12-21' }] },
  '2026-11-01',
  '2027-01-10',
);
const rules: PickRules = { known, minDays: 1, maxDays: null };

describe('range picking', () => {
  it('sets the start on the first click and the end, firing the selection, on a later one', () => {
    const first = pickDay(EMPTY_SELECTION, '2026-12-02', rules);
    expect(first).toEqual({ selection: { start: '2026-12-02', end: null }, fired: null, refusal: null });
    const second = pickDay(first.selection, '2026-12-05', rules);
    expect(second).toEqual({
      selection: { start: '2026-12-02', end: '2026-12-05' },
      fired: { start: '2026-12-02', end: '2026-12-05' },
      refusal: null,
    });
  });

  it('restarts the range on a click on an earlier or the same day', () => {
    const started = { start: '2026-12-05', end: null };
    expect(pickDay(started, '2026-12-03', rules).selection).toEqual({ start: '2026-12-03', end: null });
    expect(pickDay(started, '2026-12-05', rules).selection).toEqual({ start: '2026-12-05', end: null });
    expect(pickDay(started, '2026-12-03', rules).fired).toBeNull();
  });

  it('restarts after a full range', () => {
    const full = { start: '2026-12-02', end: '2026-12-05' };
    expect(pickDay(full, '2026-12-08', rules)).toEqual({ selection: { start: '2026-12-08', end: null }, fired: null, refusal: null });
  });

  it('refuses a range across a booked or blocked day and starts again from the click', () => {
    const acrossBooked = pickDay({ start: '2026-12-08', end: null }, '2026-12-15', rules);
    expect(acrossBooked.selection).toEqual({ start: '2026-12-15', end: null });
    expect(acrossBooked.refusal).toEqual({ kind: 'across-booked', start: '2026-12-15' });
    expect(acrossBooked.fired).toBeNull();
    expect(pickDay({ start: '2026-12-18', end: null }, '2026-12-22', rules).refusal?.kind).toBe('across-booked');
  });

  it('lets a range end on the first day of a booking (the return day is free)', () => {
    expect(pickDay({ start: '2026-12-07', end: null }, '2026-12-10', rules).fired).toEqual({ start: '2026-12-07', end: '2026-12-10' });
  });

  it('keeps the start and says why when the range is shorter or longer than the listing allows', () => {
    const bounded = { ...rules, minDays: 3, maxDays: 5 };
    const short = pickDay({ start: '2026-12-01', end: null }, '2026-12-03', bounded);
    expect(short).toEqual({ selection: { start: '2026-12-01', end: null }, fired: null, refusal: { kind: 'too-short', min: 3 } });
    const long = pickDay({ start: '2026-12-01', end: null }, '2026-12-07', bounded);
    expect(long.refusal).toEqual({ kind: 'too-long', max: 5 });
    expect(pickDay({ start: '2026-12-01', end: null }, '2026-12-06', bounded).fired).toEqual({ start: '2026-12-01', end: '2026-12-06' });
  });
});

describe('calendar days', () => {
  it('shows 42 days from the Sunday on or before the first of the month', () => {
    const days = gridDays('2026-11-01');
    expect(days).toHaveLength(42);
    expect(days[0]).toBe('2026-11-01');
    expect(gridDays('2026-12-01')[0]).toBe('2026-11-29');
    expect(new Date(`${gridDays('2027-02-01')[0]}T00:00:00Z`).getUTCDay()).toBe(0);
  });

  it('steps months across years', () => {
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2027-01-01', -1)).toBe('2026-12-01');
  });

  it('says past, booked, unavailable, available or unknown', () => {
    expect(dayStatus('2026-11-20', '2026-11-24', known)).toBe('past');
    expect(dayStatus('2026-12-11', '2026-11-24', known)).toBe('booked');
    expect(dayStatus('2026-12-13', '2026-11-24', known)).toBe('available');
    expect(dayStatus('2026-12-20', '2026-11-24', known)).toBe('unavailable');
    expect(dayStatus('2027-02-01', '2026-11-24', known)).toBe('unknown');
    expect(dayStatus('2026-12-01', '2026-11-24', null)).toBe('unknown');
  });

  it('counts the day of a booking by the hour as booked: a range may end on it, never span it', () => {
    const withHours = knownFrom(
      { booked: [], blocked: [], bookedHours: [{ startsAt: '2026-12-15T10:00:00+05:30', endsAt: '2026-12-15T12:00:00+05:30' }] },
      '2026-11-01',
      '2027-01-10',
    );
    const hourRules: PickRules = { known: withHours, minDays: 1, maxDays: null };
    expect(dayStatus('2026-12-15', '2026-11-24', withHours)).toBe('booked');
    expect(pickDay({ start: '2026-12-14', end: null }, '2026-12-16', hourRules).refusal).toEqual({ kind: 'across-booked', start: '2026-12-16' });
    expect(pickDay({ start: '2026-12-14', end: null }, '2026-12-15', hourRules).fired).toEqual({ start: '2026-12-14', end: '2026-12-15' });
  });
});
