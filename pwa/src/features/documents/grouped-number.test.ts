import { describe, expect, it } from 'vitest';
import { regroupNumber } from './grouped-number.ts';

describe('regroupNumber: the number grouped as its card prints it while typing', () => {
  it('groups what is typed at the end and leaves the caret at the end', () => {
    expect(regroupNumber('aadhaar', '23456', 5)).toEqual({ value: '2345 6', caret: 6 });
    expect(regroupNumber('aadhaar', '2345 67890', 10)).toEqual({ value: '2345 6789 0', caret: 11 });
  });

  it('keeps the caret after the character typed in the middle, whatever spaces moved', () => {
    // "2345 6789" with "1" typed after the "3": "23145 6789" → "2314 5678 9", caret after the "1".
    expect(regroupNumber('aadhaar', '23145 6789', 3)).toEqual({ value: '2314 5678 9', caret: 3 });
    // A character typed just before a space lands after the new group's space.
    expect(regroupNumber('aadhaar', '23456 789', 5)).toEqual({ value: '2345 6789', caret: 6 });
  });

  it('keeps the caret where a character was deleted, and upper-cases letters', () => {
    // A licence "MH12 2011" with the "2" after "MH1" deleted: "MH1 2011" → "MH12 011", caret after the "1".
    expect(regroupNumber('driving_license', 'MH1 2011', 3)).toEqual({ value: 'MH12 011', caret: 3 });
    expect(regroupNumber('driving_license', 'mh1220110062821', 15)).toEqual({ value: 'MH12 20110062821', caret: 16 });
  });

  it('writes a PAN and a voter ID in one piece, as their cards print them', () => {
    // A PAN was grouped in fours as "ABCD E123 4F".
    expect(regroupNumber('pan', 'abcde1234f', 10)).toEqual({ value: 'ABCDE1234F', caret: 10 });
    expect(regroupNumber('pan', 'ABCD E123 4F', 12)).toEqual({ value: 'ABCDE1234F', caret: 10 });
    expect(regroupNumber('voter_id', 'abc 1234567', 4)).toEqual({ value: 'ABC1234567', caret: 3 });
  });
});
