/** Copy of the language switch. Each language's own name is LOCALE_NAMES (locale.ts). */
import { localized, type Copy } from '../locale.ts';

const english = {
  heading: 'Language',
  /** The header's button, which offers the other language. */
  switchTo: (name: string) => `Change language to ${name}`,
  switching: 'Changing language...',
} as const;

export type LanguageMessages = Copy<typeof english>;
export const languageMessages: LanguageMessages = await localized<LanguageMessages>(english, () => import('./hi/first-visit.ts').then((hindi) => ({ default: hindi.language })));
