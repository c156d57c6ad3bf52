import { describe, expect, it } from 'vitest';
import { newUuidV7 } from './new-uuid.ts';

describe('newUuidV7', () => {
  it('makes version 7 UUIDs that sort by time', () => {
    const first = newUuidV7(1_700_000_000_000);
    const second = newUuidV7(1_700_000_000_001);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first.slice(0, 13)).toBe('018bcfe5-6800');
    expect(first < second).toBe(true);
    expect(newUuidV7()).not.toBe(newUuidV7());
  });
});
