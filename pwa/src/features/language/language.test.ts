import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from '@shared/locale.ts';
import { languageOfferAnswered, rememberLanguageOfferAnswered, storedLocale, switchLanguage, type LanguageSwitchDeps } from './language.ts';
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
  const device = (choice: 'en' | 'hi' | null, page: 'en' | 'hi', offerAnswered = false) => ({ choice, page, offerAnswered });

  it("tells the account the device's own choice as the user's, until the account holds it as chosen", () => {
    expect(languageStep({ locale: 'en', localeChosen: true }, device('hi', 'hi'))).toEqual({ kind: 'tell-account', locale: 'hi', chosen: true });
    expect(languageStep({ locale: null, localeChosen: false }, device('en', 'en'))).toEqual({ kind: 'tell-account', locale: 'en', chosen: true });
    // The same language, but only reported by a device: the switch made here makes it chosen.
    expect(languageStep({ locale: 'hi', localeChosen: false }, device('hi', 'hi'))).toEqual({ kind: 'tell-account', locale: 'hi', chosen: true });
    expect(languageStep({ locale: 'hi', localeChosen: true }, device('hi', 'hi'))).toEqual({ kind: 'none' });
  });

  it("keeps the page's language on a device that never chose, whatever the account's language was taken from", () => {
    // An account made in an English browser, signing in on a phone that reads Hindi: Hindi stays.
    expect(languageStep({ locale: 'en', localeChosen: false }, device(null, 'hi'))).toEqual({ kind: 'tell-account', locale: 'hi', chosen: false });
    expect(languageStep({ locale: null, localeChosen: false }, device(null, 'hi'))).toEqual({ kind: 'tell-account', locale: 'hi', chosen: false });
    expect(languageStep({ locale: 'hi', localeChosen: false }, device(null, 'hi'))).toEqual({ kind: 'none' });
    expect(languageStep({ locale: 'en', localeChosen: true }, device(null, 'en'))).toEqual({ kind: 'none' });
  });

  it("offers the account's chosen language on a device that reads another, until it is answered there", () => {
    expect(languageStep({ locale: 'hi', localeChosen: true }, device(null, 'en'))).toEqual({ kind: 'offer', locale: 'hi' });
    expect(languageStep({ locale: 'en', localeChosen: true }, device(null, 'hi'))).toEqual({ kind: 'offer', locale: 'en' });
    expect(languageStep({ locale: 'hi', localeChosen: true }, device(null, 'en', true))).toEqual({ kind: 'none' });
  });
});

describe('the offer of the account’s language', () => {
  it('is remembered as answered on this device', () => {
    expect(languageOfferAnswered()).toBe(false);
    rememberLanguageOfferAnswered();
    expect(languageOfferAnswered()).toBe(true);
  });
});
