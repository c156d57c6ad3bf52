/**
 * Keeps the account's language in step with this device once the session is known. The language is
 * what the user chose, else the device's: signing in never changes the page's language. A device with
 * its own choice tells the account it as chosen; a device without one tells an account that has no
 * chosen language the language it is read in (for its alerts), and offers the account's chosen one
 * when it differs, once.
 */
import { useEffect, useMemo } from 'react';
import type { User } from '@shared/api.ts';
import { pageLocale, type Locale } from '@shared/locale.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { updateSessionUser } from '@pwa/features/auth/index.ts';
import { languageOfferAnswered, saveAccountLocale, storedLocale } from './language.ts';

export type LanguageStep = { kind: 'none' } | { kind: 'tell-account'; locale: Locale; chosen: boolean } | { kind: 'offer'; locale: Locale };

/** What this device knows of its language: its own choice, the page's language, and whether the account's was offered here. */
export interface DeviceLanguage {
  choice: Locale | null;
  page: Locale;
  offerAnswered: boolean;
}

const NONE: LanguageStep = { kind: 'none' };

export function languageStep(user: Pick<User, 'locale' | 'localeChosen'>, device: DeviceLanguage): LanguageStep {
  // A choice made on this device is the user's, even one made offline or while another account was signed in.
  if (device.choice) {
    return user.locale === device.choice && user.localeChosen ? NONE : { kind: 'tell-account', locale: device.choice, chosen: true };
  }
  // Nobody chose: the account's alerts follow the language the user reads here.
  if (!user.localeChosen || user.locale === null) {
    return user.locale === device.page ? NONE : { kind: 'tell-account', locale: device.page, chosen: false };
  }
  // The user chose another language elsewhere: this device keeps its own and offers that one, once.
  if (user.locale === device.page || device.offerAnswered) return NONE;
  return { kind: 'offer', locale: user.locale };
}

/** Tells the account what it should hear, and answers the language to offer on this device, if any. */
export function useLanguageSync(user: User | null): Locale | null {
  const step = useMemo(() => (user ? languageStep(user, { choice: storedLocale(), page: pageLocale, offerAnswered: languageOfferAnswered() }) : NONE), [user]);
  useEffect(() => {
    if (!user || step.kind !== 'tell-account' || !navigator.onLine) return;
    saveAccountLocale(user, step.locale, step.chosen)
      // The account as it now is: a report the server did not take (a choice made elsewhere meanwhile) brings that choice here to offer.
      .then((account) => updateSessionUser(user.id, { locale: account.locale, localeChosen: account.localeChosen }))
      .catch((error: unknown) => reportError('saving the language', error));
  }, [user, step]);
  return step.kind === 'offer' ? step.locale : null;
}
