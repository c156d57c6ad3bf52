import { describe, expect, it } from 'vitest';
import { applyTheme, nextTheme, parseTheme, readStoredTheme, resolveTheme, storeTheme, THEME_STORAGE_KEY } from './theme.ts';

describe('theme rules', () => {
  it('cycles light → dark → system → light', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('system');
    expect(nextTheme('system')).toBe('light');
  });

  it('defaults to system for a missing or unknown stored value', () => {
    expect(parseTheme(null)).toBe('system');
    expect(parseTheme('purple')).toBe('system');
    expect(parseTheme('dark')).toBe('dark');
  });

  it('resolves system from the OS preference and keeps explicit choices', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('stores the choice under the "theme" key', () => {
    localStorage.clear();
    expect(readStoredTheme(localStorage)).toBe('system');
    storeTheme(localStorage, 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(readStoredTheme(localStorage)).toBe('light');
  });

  it('falls back to system when storage throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readStoredTheme(blocked)).toBe('system');
  });

  it('sets the dark class and color-scheme on the root element', () => {
    const root = document.createElement('html');
    applyTheme(root, 'dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    applyTheme(root, 'light');
    expect(root.classList.contains('dark')).toBe(false);
  });
});
