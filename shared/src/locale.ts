/**
 * The languages Kiraya speaks and which one this page speaks. A page's language is decided once, before
 * any module runs: pwa/build/boot.js sets `<html lang>` from the device's choice (on a first visit, the
 * browser's languages); changing the language stores the choice and reloads the page.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The device's choice, in localStorage; boot.js reads the same key. */
export const LOCALE_STORAGE_KEY = 'kiraya-locale';

/** The Intl locale of each language: Indian English and Hindi (₹12,34,567; "25 लाख"). */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी' };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi';
}

/** The first of the browser's preferred languages Kiraya speaks; English when none is. Mirrors boot.js. */
export function pickLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

/** The little of a page this module reads; shared code is compiled without the DOM's types. */
interface PageLike {
  document?: { documentElement: { lang: string } };
}

function readPageLocale(): Locale {
  const lang = (globalThis as PageLike).document?.documentElement.lang ?? '';
  return lang.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

/**
 * The language this page was started in (fixed until the next load). Where there is no page (the
 * server, a service worker, tests in Node) it is English: code there that speaks to a user in their
 * language (push alerts) picks the Hindi module explicitly.
 */
export const pageLocale: Locale = readPageLocale();

/**
 * A copy module's strings widened from the English literals to `string` (and functions to functions
 * returning strings), so a translation must have every key of the English, with the same parameters,
 * and nothing else: a missing or misspelt key fails the type check.
 */
export type Copy<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Copy<R>
    : T extends readonly (infer E)[]
      ? readonly Copy<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Copy<T[K]> }
        : T;

/**
 * The copy in the page's language: the English as given, or the Hindi module loaded on demand. Copy
 * modules call it with a top-level await, so importers get the finished strings: no component ever
 * renders a string in the wrong language, and an English visit never downloads Hindi.
 */
export async function localized<T>(english: T, loadHindi: () => Promise<{ default: T }>): Promise<T> {
  return pageLocale === 'hi' ? (await loadHindi()).default : english;
}
