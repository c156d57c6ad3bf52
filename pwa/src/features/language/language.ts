/**
 * The device's language. The page's language is fixed when it loads (boot.js sets
 * <html lang> from the device's choice, else the browser's languages), so changing it stores the
 * choice, tells the account when signed in (its push alerts follow it) and reloads the page.
 */
import type { User } from '@shared/api.ts';
import { userPaths } from '@shared/api/users.ts';
import { isLocale, LOCALE_STORAGE_KEY, type Locale } from '@shared/locale.ts';
import type { LocalePayload } from '@shared/schemas/locale.ts';
import { apiPut } from '@pwa/lib/api-client.ts';

/** The language chosen on this device, or null when none was (the browser's languages decide). */
export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // Storage blocked: the browser's languages decide.
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice lasts for this page only, and the account still remembers it.
  }
}

/**
 * Tells the account its language: `chosen` when the user chose it, else the language this device is
 * read in, which the server keeps only while the account has no chosen one. Answers the account as it
 * now is; a failure is left for the next start to mend (useLanguageSync).
 */
export async function saveAccountLocale(user: Pick<User, 'id'>, locale: Locale, chosen: boolean): Promise<User> {
  const body: LocalePayload = { locale, chosen };
  return apiPut<User>(userPaths.userLocale(user.id), body);
}

/** Remembers on this device that the account's language was offered and answered, either way. */
const OFFER_ANSWERED_KEY = 'kiraya-language-offer-answered';

export function languageOfferAnswered(): boolean {
  try {
    return localStorage.getItem(OFFER_ANSWERED_KEY) !== null;
  } catch {
    return false; // Storage blocked: the offer may come back on the next page, as nothing else lasts.
  }
}

export function rememberLanguageOfferAnswered(): void {
  try {
    localStorage.setItem(OFFER_ANSWERED_KEY, 'yes');
  } catch {
    // Storage blocked: the offer stays answered for this page only.
  }
}

/** Longest the switch waits for the account before reloading: a slow network must not hold it up. */
const ACCOUNT_WAIT_MS = 3000;

export interface LanguageSwitchDeps {
  reload: () => void;
  saveAccount: (user: Pick<User, 'id'>, locale: Locale) => Promise<void>;
}

/** The switch is the user choosing, so the account keeps it as chosen. */
const defaultDeps: LanguageSwitchDeps = {
  reload: () => window.location.reload(),
  saveAccount: async (user, locale) => {
    await saveAccountLocale(user, locale, true);
  },
};

export async function switchLanguage(locale: Locale, user: Pick<User, 'id'> | null, deps: LanguageSwitchDeps = defaultDeps): Promise<void> {
  storeLocale(locale);
  if (user) {
    const waited = new Promise<void>((resolve) => setTimeout(resolve, ACCOUNT_WAIT_MS));
    await Promise.race([deps.saveAccount(user, locale).catch(() => undefined), waited]);
  }
  deps.reload();
}
