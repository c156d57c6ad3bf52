/**
 * A controllable prefers-color-scheme for tests: window.matchMedia answers from `dark`, and setDark()
 * fires "change" like a phone switching to its night theme.
 */
import { vi } from 'vitest';

export function installFakeDarkPreference(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  } as unknown as MediaQueryList;
  vi.spyOn(window, 'matchMedia').mockImplementation(() => list);
  return {
    setDark(next: boolean): void {
      dark = next;
      listeners.forEach((listener) => listener());
    },
  };
}
