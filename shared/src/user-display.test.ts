import { describe, expect, it } from 'vitest';
import { displayName, initials } from './user-display.ts';

describe('displayName', () => {
  it('is the full name, else the email, else "User"', () => {
    expect(displayName({ fullName: 'Priya Sharma', email: 'p@example.in' })).toBe('Priya Sharma');
    expect(displayName({ fullName: '  ', email: 'p@example.in' })).toBe('p@example.in');
    expect(displayName({ fullName: null, email: null })).toBe('User');
    expect(displayName(undefined)).toBe('User');
  });
});

describe('initials', () => {
  it('takes the first letter of each word, upper-cased, with "U" as the fallback', () => {
    expect(initials('priya sharma')).toBe('PS');
    expect(initials('Ravi  Kumar Singh')).toBe('RKS');
    expect(initials('p@example.in')).toBe('P');
    expect(initials('   ')).toBe('U');
  });
});
