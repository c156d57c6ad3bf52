/**
 * Copy of the offer a device shows when the signed-in account's chosen language is not the one the
 * page is read in. Read by its lazy chunk only, so a first visit downloads none of it. Each function
 * takes a language's own name (LOCALE_NAMES in locale.ts).
 */
import { localized, type Copy } from '../locale.ts';

const english = {
  title: (name: string) => `Use Kiraya in ${name}?`,
  text: (name: string) => `You chose ${name} for your account. This device shows Kiraya in its browser’s language.`,
  switchTo: (name: string) => `Switch to ${name}`,
  keep: (name: string) => `Keep ${name}`,
} as const;

export type LanguageOfferMessages = Copy<typeof english>;
export const languageOfferMessages: LanguageOfferMessages = await localized<LanguageOfferMessages>(english, () => import('./hi/language-offer.ts'));
