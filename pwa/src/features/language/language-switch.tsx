/**
 * The language switch, English / हिन्दी: `LanguageButton`, the header's one button offering the other
 * language, named in that language; `LanguageChoice`, the phone menu's pair, the current one pressed.
 * Either stores the choice, tells the account and reloads into the new language.
 */
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { LOCALE_NAMES, LOCALES, pageLocale, type Locale } from '@shared/locale.ts';
import { languageMessages as t } from '@shared/messages/language.ts';
import { Button } from '@pwa/ui/button.tsx';
import { useAuth } from '@pwa/features/auth/index.ts';
import { switchLanguage } from './language.ts';

const other: Locale = pageLocale === 'en' ? 'hi' : 'en';

function useSwitch(): { busy: boolean; choose: (locale: Locale) => void } {
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  const choose = (locale: Locale): void => {
    if (locale === pageLocale || busy) return;
    setBusy(true);
    void switchLanguage(locale, auth.status === 'signed-in' ? auth.user : null);
  };
  return { busy, choose };
}

export function LanguageButton() {
  const { busy, choose } = useSwitch();
  return (
    <Button variant="ghost" onClick={() => choose(other)} aria-label={t.switchTo(LOCALE_NAMES[other])} aria-busy={busy} disabled={busy}>
      <Languages aria-hidden className="size-5" />
      {/* Marked with its `lang`, so a screen reader reads "हिन्दी" in Hindi. */}
      <span lang={other}>{LOCALE_NAMES[other]}</span>
    </Button>
  );
}

export function LanguageChoice() {
  const { busy, choose } = useSwitch();
  return (
    <div role="group" aria-label={t.heading} className="grid grid-cols-2 gap-2">
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          variant={locale === pageLocale ? 'primary' : 'outline'}
          aria-pressed={locale === pageLocale}
          disabled={busy}
          onClick={() => choose(locale)}
        >
          <span lang={locale}>{LOCALE_NAMES[locale]}</span>
        </Button>
      ))}
      {busy ? (
        <p role="status" className="col-span-2 text-sm text-fg-muted">
          {t.switching}
        </p>
      ) : null}
    </div>
  );
}
