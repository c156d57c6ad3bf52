/**
 * Keeps the device's language and the account's in step once the session is known: a device with its
 * own choice tells the account when they differ; a device without one takes the account's, reloading
 * into it; an account without one takes the language this page speaks.
 */
import { useEffect } from 'react';
import type { User } from '@shared/api.ts';
import { pageLocale, type Locale } from '@shared/locale.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { useAuth } from '@pwa/features/auth/index.ts';
import { saveAccountLocale, storedLocale, storeLocale } from './language.ts';

export type LanguageStep = { kind: 'none' } | { kind: 'tell-account'; locale: Locale } | { kind: 'take-account'; locale: Locale };

export function languageStep(user: Pick<User, 'locale'>, deviceChoice: Locale | null, page: Locale): LanguageStep {
  // A switch made offline, or while another account was signed in, lands here.
  if (deviceChoice) return user.locale === deviceChoice ? { kind: 'none' } : { kind: 'tell-account', locale: deviceChoice };
  // So the account's alerts are written in the language the user reads.
  if (user.locale === null) return { kind: 'tell-account', locale: page };
  // A new phone speaks the language the user chose elsewhere.
  return user.locale === page ? { kind: 'none' } : { kind: 'take-account', locale: user.locale };
}

export function useLanguageSync(): void {
  const auth = useAuth();
  const user = auth.status === 'signed-in' ? auth.user : null;
  useEffect(() => {
    if (!user || !navigator.onLine) return;
    const step = languageStep(user, storedLocale(), pageLocale);
    if (step.kind === 'tell-account') saveAccountLocale(user, step.locale).catch((error: unknown) => reportError('saving the language', error));
    if (step.kind === 'take-account') {
      storeLocale(step.locale);
      window.location.reload();
    }
  }, [user]);
}
