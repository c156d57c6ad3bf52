/**
 * The theme as one shared store, so the header toggle, the mobile menu and the toaster always agree.
 * It re-applies the theme when the OS preference changes (system mode) and when another tab stores
 * a new choice.
 */
import { useSyncExternalStore } from 'react';
import {
  applyTheme,
  DARK_QUERY,
  nextTheme,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  THEME_STORAGE_KEY,
  type ResolvedTheme,
  type ThemePreference,
} from './theme.ts';

export interface ThemeSnapshot {
  preference: ThemePreference;
  resolved: ResolvedTheme;
}

const listeners = new Set<() => void>();
let snapshot: ThemeSnapshot | null = null;
let started = false;

const systemPrefersDark = (): boolean => window.matchMedia(DARK_QUERY).matches;

function update(preference: ThemePreference): void {
  snapshot = { preference, resolved: resolveTheme(preference, systemPrefersDark()) };
  applyTheme(document.documentElement, snapshot.resolved);
  listeners.forEach((listener) => listener());
}

function start(): void {
  if (started) return;
  started = true;
  window.matchMedia(DARK_QUERY).addEventListener('change', () => update(getThemeSnapshot().preference));
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) update(readStoredTheme(window.localStorage));
  });
  // The OS may have switched between the first read and now, while nothing listened: catch up.
  const { preference, resolved } = getThemeSnapshot();
  if (resolveTheme(preference, systemPrefersDark()) !== resolved) update(preference);
}

export function getThemeSnapshot(): ThemeSnapshot {
  if (!snapshot) update(readStoredTheme(window.localStorage));
  // update() always sets it.
  return snapshot as ThemeSnapshot;
}

export function setThemePreference(preference: ThemePreference): void {
  storeTheme(window.localStorage, preference);
  update(preference);
}

export function cycleTheme(): void {
  setThemePreference(nextTheme(getThemeSnapshot().preference));
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): ThemeSnapshot {
  return useSyncExternalStore(subscribe, getThemeSnapshot, getThemeSnapshot);
}

