import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from '@shared/locale.ts';
import { storedLocale, switchLanguage, type LanguageSwitchDeps } from './language.ts';
import { languageStep } from './use-language-sync.ts';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('switching the language', () => {
  it('stores the choice and reloads; signed out, the account is not asked', async () => {
    const deps = { reload: vi.fn<LanguageSwitchDeps['reload']>(), saveAccount: vi.fn<LanguageSwitchDeps['saveAccount']>(async () => undefined) };
    await switchLanguage('hi', null, deps);
    expect(storedLocale()).toBe('hi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(deps.saveAccount).not.toHaveBeenCalled();
    expect(deps.reload).toHaveBeenCalledOnce();
  });

  it('tells the account first when signed in, and still reloads when that fails or hangs', async () => {
    const told = { reload: vi.fn<LanguageSwitchDeps['reload']>(), saveAccount: vi.fn<LanguageSwitchDeps['saveAccount']>(async () => undefined) };
    await switchLanguage('hi', { id: 'u1' }, told);
    expect(told.saveAccount).toHaveBeenCalledWith({ id: 'u1' }, 'hi');
    expect(told.reload).toHaveBeenCalledOnce();

    const failing = { reload: vi.fn<LanguageSwitchDeps['reload']>(), saveAccount: vi.fn<LanguageSwitchDeps['saveAccount']>(async () => Promise.reject(new Error('offline'))) };
    await switchLanguage('en', { id: 'u1' }, failing);
    expect(failing.reload).toHaveBeenCalledOnce();
    expect(storedLocale()).toBe('en');

    vi.useFakeTimers();
    const hanging = { reload: vi.fn<LanguageSwitchDeps['reload']>(), saveAccount: vi.fn<LanguageSwitchDeps['saveAccount']>(() => new Promise<void>(() => undefined)) };
    const switching = switchLanguage('hi', { id: 'u1' }, hanging);
    await vi.advanceTimersByTimeAsync(3000);
    await switching;
    expect(hanging.reload).toHaveBeenCalledOnce();
  });

  it('ignores a stored value that is not a language', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(storedLocale()).toBeNull();
  });
});

describe('keeping device and account in step', () => {
  it("tells the account the device's own choice when they differ", () => {
    expect(languageStep({ locale: 'en' }, 'hi', 'hi')).toEqual({ kind: 'tell-account', locale: 'hi' });
    expect(languageStep({ locale: null }, 'en', 'en')).toEqual({ kind: 'tell-account', locale: 'en' });
    expect(languageStep({ locale: 'hi' }, 'hi', 'hi')).toEqual({ kind: 'none' });
  });

  it("takes the account's language on a device that never chose, and gives an account without one the page's", () => {
    expect(languageStep({ locale: 'hi' }, null, 'en')).toEqual({ kind: 'take-account', locale: 'hi' });
    expect(languageStep({ locale: 'hi' }, null, 'hi')).toEqual({ kind: 'none' });
    expect(languageStep({ locale: null }, null, 'hi')).toEqual({ kind: 'tell-account', locale: 'hi' });
  });
});
