import { describe, expect, it } from 'vitest';
import { regroupNumber } from './grouped-number.ts';

describe('regroupNumber: the number grouped in fours while typing', () => {
  it('groups what is typed at the end and leaves the caret at the end', () => {
    expect(regroupNumber('23456', 5)).toEqual({ value: '2345 6', caret: 6 });
    expect(regroupNumber('2345 67890', 10)).toEqual({ value: '2345 6789 0', caret: 11 });
  });

  it('keeps the caret after the character typed in the middle, whatever spaces moved', () => {
    // "2345 6789" with "1" typed after the "3": "23145 6789" → "2314 5678 9", caret after the "1".
    expect(regroupNumber('23145 6789', 3)).toEqual({ value: '2314 5678 9', caret: 3 });
    // A character typed just before a space lands after the new group's space.
    expect(regroupNumber('23456 789', 5)).toEqual({ value: '2345 6789', caret: 6 });
  });

  it('keeps the caret where a character was deleted, and upper-cases letters', () => {
    // "ABCD E123" with the "D" deleted: "ABC E123" → "ABCE 123", caret after the "C".
    expect(regroupNumber('ABC E123', 3)).toEqual({ value: 'ABCE 123', caret: 3 });
    expect(regroupNumber('abcde1234f', 10)).toEqual({ value: 'ABCD E123 4F', caret: 12 });
  });
});
