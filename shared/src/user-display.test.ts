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
  it('takes the first letters of the first and last words, upper-cased, with "U" as the fallback', () => {
    expect(initials('priya sharma')).toBe('PS');
    expect(initials('Ravi  Kumar Singh')).toBe('RS');
    expect(initials('p@example.in')).toBe('P');
    expect(initials('   ')).toBe('U');
  });

  it('never gives more than two letters, however long the name', () => {
    expect(initials('Venkata Sai Lakshmi Ramana Iyer Krishnan')).toBe('VK');
    expect(initials('Vikram S L R I K')).toBe('VK');
    expect(initials('  Anand  ')).toBe('A');
  });

  it('keeps whole characters of names in other scripts', () => {
    expect(initials('अनिल कुमार')).toBe('अक');
    expect(initials('😀 smile')).toBe('😀S');
  });
});
