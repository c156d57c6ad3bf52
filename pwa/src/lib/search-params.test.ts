import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params.ts';

describe('router search params', () => {
  it('writes plain, URL-encoded values', () => {
    expect(stringifySearch({ q: 'red bike & helmet' })).toBe('?q=red%20bike%20%26%20helmet');
    expect(stringifySearch({ q: '123' })).toBe('?q=123');
  });

  it('leaves out empty values', () => {
    expect(stringifySearch({ q: undefined, location: '' })).toBe('');
  });

  it('reads every value back as a string', () => {
    expect(parseSearch('?q=123&location=Pune%2C%20Maharashtra')).toEqual({ q: '123', location: 'Pune, Maharashtra' });
    expect(parseSearch('q=a+b')).toEqual({ q: 'a b' });
  });
});
