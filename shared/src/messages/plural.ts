/**
 * "1 listing", "1,234 listings": a count with the word in the form English gives it, chosen by the
 * language's plural rules (Intl.PluralRules) rather than by `count === 1`, so a translation brings
 * its own forms and rules. Numbers are grouped the Indian way (1,23,456).
 */
const LOCALE = 'en-IN';
const rules = new Intl.PluralRules(LOCALE);
const numbers = new Intl.NumberFormat(LOCALE);

export interface PluralForms {
  one: string;
  other: string;
}

export function countOf(count: number, forms: PluralForms): string {
  return `${numbers.format(count)} ${rules.select(count) === 'one' ? forms.one : forms.other}`;
}
