import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FavoriteChange, FavoriteEntry } from '@shared/api.ts';
import type { DeviceChange, DeviceFavorites } from './device-favorites.ts';
import { changesToPush, mergeAccountEntries, wins } from './favorite-merge.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();
const device = (changes: Record<string, Omit<DeviceChange, 'account'> & { account?: string | null }>): DeviceFavorites => {
  const entries = Object.entries(changes).map(([id, change]) => [id, { account: null, ...change }] as const);
  return { ids: entries.filter(([, change]) => change.favorite).map(([id]) => id), changes: new Map(entries) };
};

describe('the merge rule of synced favorites', () => {
  it('lets the later change win, and a favorite win a tie', () => {
    expect(wins({ favorite: false, changedAt: at(5) }, { favorite: true, changedAt: at(3) })).toBe(true);
    expect(wins({ favorite: true, changedAt: at(3) }, { favorite: false, changedAt: at(5) })).toBe(false);
    expect(wins({ favorite: true, changedAt: at(4) }, { favorite: false, changedAt: at(4) })).toBe(true);
    expect(wins({ favorite: false, changedAt: at(4) }, { favorite: true, changedAt: at(4) })).toBe(false);
  });

  it("keeps the device's later change over the account's (it is still to be sent) and takes the account's later one", () => {
    const state = device({ kettle: { favorite: false, changedAt: at(9) }, heater: { favorite: false, changedAt: at(2) } });
    const account: FavoriteEntry[] = [
      { itemId: 'kettle', favorite: true, changedAt: at(5) },
      { itemId: 'heater', favorite: true, changedAt: at(6) },
    ];
    expect(mergeAccountEntries(state, account, 'acc')).toBe(true);
    expect(state.ids).toEqual(['heater']);
    expect(state.changes.get('kettle')).toEqual({ favorite: false, changedAt: at(9), account: null });
    expect(state.changes.get('heater')).toEqual({ favorite: true, changedAt: at(6), account: 'acc' });
    expect(changesToPush(state, account)).toEqual([{ itemId: 'kettle', favorite: false, changedAt: at(9) }]);
  });

  it("takes the account's time for the device's own state (the server dates a clock running ahead at arrival)", () => {
    const state = device({ lamp: { favorite: true, changedAt: at(50) } });
    mergeAccountEntries(state, [{ itemId: 'lamp', favorite: true, changedAt: at(1) }], 'acc');
    expect(state.changes.get('lamp')).toEqual({ favorite: true, changedAt: at(1), account: 'acc' });
    expect(changesToPush(state, [{ itemId: 'lamp', favorite: true, changedAt: at(1) }])).toEqual([]);
  });

  it('adds favorites new to the device oldest first, ignores removals of items it never had, and pushes no such removal', () => {
    const state = device({ gone: { favorite: false, changedAt: at(1) } });
    mergeAccountEntries(state, [
      { itemId: 'b', favorite: true, changedAt: at(8) },
      { itemId: 'a', favorite: true, changedAt: at(3) },
      { itemId: 'never', favorite: false, changedAt: at(4) },
    ], 'acc');
    expect(state.ids).toEqual(['a', 'b']);
    expect(state.changes.has('never')).toBe(false);
    expect(changesToPush(state, [])).toEqual([
      { itemId: 'a', favorite: true, changedAt: at(3) },
      { itemId: 'b', favorite: true, changedAt: at(8) },
    ]);
  });

  it('ends the device and the account in the latest state of every item, whichever side changed it (property)', () => {
    const change = fc.record({ itemId: fc.constantFrom('a', 'b', 'c', 'd'), favorite: fc.boolean(), changedAt: fc.integer({ min: 0, max: 6 }).map(at) });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 8 }), fc.array(change, { maxLength: 8 }), (onDevice, onAccount) => {
        const latest = (changes: FavoriteChange[]) => {
          const byItem = new Map<string, FavoriteChange>();
          for (const c of changes) if (!byItem.has(c.itemId) || wins(c, byItem.get(c.itemId)!)) byItem.set(c.itemId, c);
          return byItem;
        };
        const state: DeviceFavorites = { ids: [], changes: new Map() };
        for (const c of latest(onDevice).values()) {
          state.changes.set(c.itemId, { favorite: c.favorite, changedAt: c.changedAt, account: null });
          if (c.favorite) state.ids.push(c.itemId);
        }
        // The server: the same rule over what it stores.
        const server = latest(onAccount);
        mergeAccountEntries(state, [...server.values()], 'acc');
        const answer = latest([...server.values(), ...changesToPush(state, [...server.values()])]);
        mergeAccountEntries(state, [...answer.values()], 'acc');

        const expected = [...latest([...onDevice, ...onAccount]).values()].filter((c) => c.favorite).map((c) => c.itemId).sort();
        expect([...state.ids].sort()).toEqual(expected);
        expect([...answer.values()].filter((c) => c.favorite).map((c) => c.itemId).sort()).toEqual(expected);
      }),
    );
  });
});
