import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALE_NAMES, pageLocale } from '@shared/locale.ts';
import { languageMessages } from '@shared/messages/language.ts';
import { LanguageButton, LanguageChoice } from './language-switch.tsx';

const other = pageLocale === 'en' ? 'hi' : 'en';

describe('the language switch', () => {
  it("offers the other language in the header, named in that language and marked with its lang", () => {
    render(<LanguageButton />);
    const button = screen.getByRole('button', { name: languageMessages.switchTo(LOCALE_NAMES[other]) });
    expect(button.querySelector(`[lang="${other}"]`)?.textContent).toBe(LOCALE_NAMES[other]);
  });

  it('shows both languages in the menu, the page’s own pressed', () => {
    render(<LanguageChoice />);
    const group = screen.getByRole('group', { name: languageMessages.heading });
    expect(group).toBeTruthy();
    expect(screen.getByRole('button', { name: LOCALE_NAMES[pageLocale] }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: LOCALE_NAMES[other] }).getAttribute('aria-pressed')).toBe('false');
  });
});
