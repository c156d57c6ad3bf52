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
});
