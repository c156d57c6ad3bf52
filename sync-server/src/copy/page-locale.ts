/**
 * The language of a page the server writes itself (the sign-out confirmation, provider sign-in's
 * refusals and link page): the account's choice when someone is signed in, else the language the app
 * was in when it sent the browser here (`asked`, kept through a provider's round trip), else the
 * browser's first of Kiraya's languages, as boot.js picks a first visit's.
 */
import { isLocale, pickLocale, type Locale } from '@shared/locale.ts';
import type { AppContext } from '../types.ts';

export function pageLocaleOf(ctx: AppContext, asked?: Locale): Locale {
  return ctx.state.user?.locale ?? asked ?? pickLocale(ctx.acceptsLanguages());
}

/** A `lang` the app put in an address: one of Kiraya's languages, or none. */
export const askedLocale = (value: unknown): Locale | undefined => (isLocale(value) ? value : undefined);
