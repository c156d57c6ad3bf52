/**
 * The offer of the account's chosen language on a device that speaks another, in the page's language:
 * switch to it (the language switch, which reloads) or keep this one. Answered either way, this
 * device does not offer it again.
 */
import { useState, type ReactNode } from 'react';
import { Languages } from 'lucide-react';
import { LOCALE_NAMES, pageLocale, type Locale } from '@shared/locale.ts';
import { languageOfferMessages as t } from '@shared/messages/language-offer.ts';
import { Button } from '@pwa/ui/button.tsx';
import { rememberLanguageOfferAnswered, switchLanguage } from './language.ts';

/** A sentence that names a language, the name marked with its `lang` so a screen reader reads it in that language. */
function naming(format: (name: string) => string, locale: Locale): ReactNode {
  const mark = '\u0000';
  const [before = '', after = ''] = format(mark).split(mark);
  // One element, so a button's flex gap does not come between the words and the name.
  return (
    <span>
      {before}
      <span lang={locale}>{LOCALE_NAMES[locale]}</span>
      {after}
    </span>
  );
}

export function LanguageOffer({ locale, onKeep }: { locale: Locale; onKeep: () => void }) {
  const [switching, setSwitching] = useState(false);
  const keep = (): void => {
    rememberLanguageOfferAnswered();
    onKeep();
  };
  const switchTo = (): void => {
    rememberLanguageOfferAnswered();
    setSwitching(true);
    // The account holds this choice already: nothing to tell it before the reload.
    void switchLanguage(locale, null);
  };
  return (
    <section
      aria-labelledby="language-offer-title"
      className="fixed inset-x-3 bottom-[calc(0.75rem+env(safe-area-inset-bottom))] z-40 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-border bg-surface p-3 pl-4 text-fg shadow-xl sm:right-auto sm:left-4 sm:w-[30rem] sm:flex-nowrap"
    >
      <Languages aria-hidden className="size-5 shrink-0 text-primary" />
      {/* On a phone the words take the first line and the buttons the second, right-aligned. */}
      <div role="status" className="min-w-0 flex-1 basis-[calc(100%-2rem)] sm:basis-0">
        <h2 id="language-offer-title" className="text-sm font-semibold">
          {naming(t.title, locale)}
        </h2>
        <p className="text-sm text-fg-muted">{naming(t.text, locale)}</p>
      </div>
      <div className="ml-auto flex flex-wrap justify-end gap-2">
        <Button variant="ghost" className="px-3" onClick={keep} disabled={switching}>
          {naming(t.keep, pageLocale)}
        </Button>
        <Button className="px-4" onClick={switchTo} disabled={switching} aria-busy={switching}>
          {naming(t.switchTo, locale)}
        </Button>
      </div>
    </section>
  );
}
