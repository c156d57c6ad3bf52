import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeDarkPreference } from '@pwa/test/dark-preference.ts';
import { messages } from '@shared/messages.ts';

const t = messages.theme;

// The store lives in module state: each test loads a fresh copy.
async function renderToggle() {
  const { ThemeToggle } = await import('./theme-toggle.tsx');
  render(<ThemeToggle />);
  return () => screen.getByRole('button');
}

const isDark = (): boolean => document.documentElement.classList.contains('dark');

describe('ThemeToggle', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    document.documentElement.className = '';
  });

  it('starts on Auto and cycles Light → Dark → Auto, storing each choice', async () => {
    installFakeDarkPreference(false);
    const button = await renderToggle();
    expect(button().getAttribute('aria-label')).toBe(t.toggleLabel(t.system));

    fireEvent.click(button());
    expect(button().getAttribute('aria-label')).toBe(t.toggleLabel(t.light));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(isDark()).toBe(false);

    fireEvent.click(button());
    expect(button().getAttribute('aria-label')).toBe(t.toggleLabel(t.dark));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(isDark()).toBe(true);

    fireEvent.click(button());
    expect(button().getAttribute('aria-label')).toBe(t.toggleLabel(t.system));
    expect(localStorage.getItem('theme')).toBe('system');
  });

  it('reads the stored choice on start', async () => {
    installFakeDarkPreference(false);
    localStorage.setItem('theme', 'dark');
    const button = await renderToggle();
    expect(button().getAttribute('aria-label')).toBe(t.toggleLabel(t.dark));
    expect(isDark()).toBe(true);
  });

  it('follows the OS preference live while on Auto, and ignores it otherwise', async () => {
    const os = installFakeDarkPreference(false);
    const button = await renderToggle();
    expect(isDark()).toBe(false);
    act(() => os.setDark(true));
    expect(isDark()).toBe(true);

    fireEvent.click(button()); // Light
    act(() => os.setDark(true));
    expect(isDark()).toBe(false);
  });

  it('catches up with an OS change made between the first read and the store starting to listen', async () => {
    const os = installFakeDarkPreference(false);
    const { getThemeSnapshot } = await import('./theme-store.ts');
    expect(getThemeSnapshot().resolved).toBe('light');
    os.setDark(true); // nobody listens yet: the page is still starting
    await renderToggle();
    expect(isDark()).toBe(true);
  });
});
