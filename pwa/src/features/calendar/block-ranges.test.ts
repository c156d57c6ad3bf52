import { describe, expect, it } from 'vitest';
import { blockDays, coversBooked, normalizeRanges, unblockAt } from './block-ranges.ts';
import { mergeAvailability } from './availability-store.ts';

describe("the owner's blocked ranges", () => {
  it('blocks first … last with both days included, joining touching ranges', () => {
    expect(blockDays([], '2026-12-01', '2026-12-03')).toEqual([{ start: '2026-12-01', end: '2026-12-04' }]);
    expect(blockDays([{ start: '2026-12-01', end: '2026-12-04' }], '2026-12-04', '2026-12-05')).toEqual([{ start: '2026-12-01', end: '2026-12-06' }]);
    expect(
      normalizeRanges([
        { start: '2026-12-10', end: '2026-12-11' },
        { start: '2026-12-01', end: '2026-12-02' },
      ]),
    ).toEqual([
      { start: '2026-12-01', end: '2026-12-02' },
      { start: '2026-12-10', end: '2026-12-11' },
    ]);
  });

  it('unblocks the range holding a day', () => {
    const ranges = [
      { start: '2026-12-01', end: '2026-12-04' },
      { start: '2026-12-10', end: '2026-12-11' },
    ];
    expect(unblockAt(ranges, '2026-12-03')).toEqual([{ start: '2026-12-10', end: '2026-12-11' }]);
  });

  it('sees a booked day inside the days to block', () => {
    const booked = [{ start: '2026-12-05', end: '2026-12-07' }];
    expect(coversBooked(booked, '2026-12-01', '2026-12-05')).toBe(true);
    expect(coversBooked(booked, '2026-12-01', '2026-12-04')).toBe(false);
  });
});

describe('saved availability', () => {
  const base = { itemId: 'x', today: '2026-11-24', fetchedAt: 1, from: '2026-11-01', to: '2026-12-13' };
  it('joins a touching answer, trusting it for its own days', () => {
    const saved = {
      ...base,
      booked: [
        { start: '2026-11-10', end: '2026-11-12' },
        { start: '2026-12-10', end: '2026-12-12' },
      ],
      blocked: [],
    };
    const answer = { itemId: 'x', today: '2026-11-24', booked: [{ start: '2026-12-20', end: '2026-12-22' }], blocked: [], bookedHours: [] };
    const merged = mergeAvailability(saved, answer, '2026-11-29', '2027-01-10', 2);
    expect(merged.from).toBe('2026-11-01');
    expect(merged.to).toBe('2027-01-10');
    // The booking of 10–12 December lies in the new answer's span, which no longer has it: cancelled.
    expect(merged.booked).toEqual([
      { start: '2026-11-10', end: '2026-11-12' },
      { start: '2026-12-20', end: '2026-12-22' },
    ]);
  });

  it('replaces a span it does not touch', () => {
    const saved = { ...base, booked: [{ start: '2026-11-10', end: '2026-11-12' }], blocked: [] };
    const merged = mergeAvailability(saved, { itemId: 'x', today: '2026-11-24', booked: [], blocked: [], bookedHours: [] }, '2027-03-01', '2027-04-12', 2);
    expect(merged).toMatchObject({ from: '2027-03-01', to: '2027-04-12', booked: [], bookedHours: [] });
  });

  it('keeps booked hours outside the answer, trusts it for its own days, and reads a row saved before hours as none', () => {
    const hours = (day: string, from: string, until: string) => ({ startsAt: `${day}T${from}:00+05:30`, endsAt: `${day}T${until}:00+05:30` });
    const saved = { ...base, booked: [], blocked: [], bookedHours: [hours('2026-11-10', '10:00', '13:00'), hours('2026-12-10', '09:00', '10:00')] };
    const answer = { itemId: 'x', today: '2026-11-24', booked: [], blocked: [], bookedHours: [hours('2026-12-20', '18:00', '21:00')] };
    expect(mergeAvailability(saved, answer, '2026-11-29', '2027-01-10', 2).bookedHours).toEqual([hours('2026-11-10', '10:00', '13:00'), hours('2026-12-20', '18:00', '21:00')]);
    const older = { ...base, booked: [], blocked: [] };
    expect(mergeAvailability(older, answer, '2026-11-29', '2027-01-10', 2).bookedHours).toEqual([hours('2026-12-20', '18:00', '21:00')]);
  });
});
