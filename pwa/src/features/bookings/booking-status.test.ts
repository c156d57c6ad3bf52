import { describe, expect, it } from 'vitest';
import { availableActions, shownStatus } from './booking-status.ts';

const today = '2026-11-24';

describe('a booking’s shown status and actions, from its dates in India', () => {
  it('an accepted booking is completed from its end day on, and only then', () => {
    expect(shownStatus({ status: 'accepted', endDate: '2026-11-25' }, today)).toBe('accepted');
    expect(shownStatus({ status: 'accepted', endDate: '2026-11-24' }, today)).toBe('completed');
    expect(shownStatus({ status: 'pending', endDate: '2026-11-20' }, today)).toBe('pending');
    expect(shownStatus({ status: 'declined', endDate: '2026-11-20' }, today)).toBe('declined');
  });

  it('the owner accepts or declines a request, and cancels an accepted booking before its start', () => {
    const ahead = { startDate: '2026-11-26', endDate: '2026-11-28', role: 'owner' as const };
    expect(availableActions({ ...ahead, status: 'pending' }, today)).toEqual(['accept', 'decline']);
    expect(availableActions({ ...ahead, status: 'accepted' }, today)).toEqual(['cancel']);
    expect(availableActions({ ...ahead, status: 'accepted', startDate: today }, today)).toEqual([]);
    expect(availableActions({ ...ahead, status: 'cancelled' }, today)).toEqual([]);
  });

  it('the renter cancels a pending or accepted booking before its start, nothing after', () => {
    const ahead = { startDate: '2026-11-26', endDate: '2026-11-28', role: 'renter' as const };
    expect(availableActions({ ...ahead, status: 'pending' }, today)).toEqual(['cancel']);
    expect(availableActions({ ...ahead, status: 'accepted' }, today)).toEqual(['cancel']);
    expect(availableActions({ ...ahead, status: 'accepted', startDate: '2026-11-23' }, today)).toEqual([]);
    expect(availableActions({ ...ahead, status: 'declined' }, today)).toEqual([]);
  });

  it('a booking by the hour reads its times: completed once its end time has passed, cancelled until its start time', () => {
    // 24 November, 12:00 in India; the booking's end day is the 25th, as every booking by the hour's is the next day.
    const now = Date.parse('2026-11-24T12:00:00+05:30');
    const hourly = { startDate: today, endDate: '2026-11-25', role: 'renter' as const };
    const span = (from: string, until: string) => ({ startsAt: `2026-11-24T${from}:00+05:30`, endsAt: `2026-11-24T${until}:00+05:30` });
    expect(shownStatus({ status: 'accepted', endDate: '2026-11-25', ...span('09:00', '12:00') }, today, now)).toBe('completed');
    expect(shownStatus({ status: 'accepted', endDate: '2026-11-25', ...span('11:00', '13:00') }, today, now)).toBe('accepted');
    expect(availableActions({ ...hourly, status: 'accepted', ...span('13:00', '14:00') }, today, now)).toEqual(['cancel']);
    expect(availableActions({ ...hourly, status: 'pending', ...span('11:00', '13:00') }, today, now)).toEqual([]);
    expect(availableActions({ ...hourly, role: 'owner', status: 'accepted', ...span('12:00', '13:00') }, today, now)).toEqual([]);
  });
});
