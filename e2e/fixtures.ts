/**
 * The end-to-end specs' `test`, with the test's language and its copy as fixtures (e2e/copy.ts): a
 * spec that runs in English and in Hindi takes every word it looks for from `copy`, and formats
 * prices and dates with `lang`.
 */
import { test as base } from '@playwright/test';
import { pickLocale, type Locale } from '../shared/src/locale.ts';
import { copyFor, type E2eCopy } from './copy.ts';

export { expect } from '@playwright/test';

export const test = base.extend<{ lang: Locale; copy: E2eCopy }>({
  // The project's browser language, as a first visit picks it (testLocale() for the page models).
  lang: async ({ locale }, use) => use(locale ? pickLocale([locale]) : 'en'),
  copy: async ({ lang }, use) => use(copyFor(lang)),
});
