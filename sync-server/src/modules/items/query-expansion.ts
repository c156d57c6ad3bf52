/**
 * Query expansion: a search's words, as typed in Hindi, Hinglish or English, turned into the words the
 * full-text index knows. Listings and category names are indexed in English, so "बाइक" or "cycle
 * kiraye par" would find nothing of their own: each word known to the vocabulary (search-vocabulary.ts)
 * searches for itself or its English words, a city's other name ("Bombay", "Gurgaon", "पुणे") for
 * itself or the city's name, and words that only say "for rent" are dropped. Every word is kept as
 * typed too, so a listing written in Devanagari is found by its own words. createQueryExpander is
 * pure (no database); queryExpander builds it over the server's city list.
 */
import type { OtherCityNames } from '@shared/cities/city-lookup.ts';
import { foldCityText } from '@shared/cities/clean-cities.ts';
import { knownCities } from '../../cities/known-cities.ts';
import { HINDI_CITY_NAMES, NOISE_WORDS, SYNONYM_GROUPS } from './search-vocabulary.ts';

export interface QueryExpander {
  /**
   * The words as a to_tsquery text: every word (or phrase) must match, as typed or as one of its
   * English words: `('साइकिल' | 'cycle' | 'bicycle') & ('pune')`. Undefined when nothing is left.
   */
  tsquery(q: string): string | undefined;
  /** The places a location filter matches: the text as typed, and the city it is another name of. */
  places(location: string): string[];
  /** Whether the vocabulary knows a word (typo correction leaves such a word as it is). */
  knows(word: string): boolean;
}

/** Phrases are matched up to this many words ("ऑटो रिक्शा", "kiraye par", "Dehra Dun"). */
const MAX_PHRASE_WORDS = 3;
/** More words than anyone types into a search box (which takes 200 characters). */
const MAX_WORDS = 24;

/** Letters (with their combining marks, which Devanagari's vowel signs are), digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The form words are compared in: Unicode NFC (one spelling of a Devanagari letter), lower case. */
const fold = (text: string): string => text.normalize('NFC').toLowerCase();
/** A text's words, joined by one space: "e-cycle," → "e cycle". */
const wordsOf = (text: string): string => (text.match(WORD) ?? []).join(' ');

/** A chunk of typed text (between spaces) and its words (its key). */
interface Chunk {
  typed: string;
  key: string;
}

function chunksOf(q: string): Chunk[] {
  return fold(q)
    .split(/\s+/)
    .map((typed) => ({ typed, key: wordsOf(typed) }))
    .filter((chunk) => chunk.key !== '')
    .slice(0, MAX_WORDS);
}

/** A term in to_tsquery's quotes: the database parses it as it parses a listing, a phrase if several words. */
const quote = (term: string): string => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** English plurals the vocabulary lists once, in the singular: "bikes", "accessories", "buses". */
function singulars(word: string): string[] {
  if (!/^[a-z]+s$/.test(word)) return [];
  const forms = [word.slice(0, -1)];
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  return forms;
}

type Meaning = { noise: true } | { noise: false; terms: readonly string[] };

function vocabulary(otherNames: ReadonlyMap<string, readonly string[]>): Map<string, Meaning> {
  const meanings = new Map<string, Meaning>();
  const addTerms = (word: string, terms: readonly string[]) => {
    const key = fold(word);
    const known = meanings.get(key);
    const before = known && !known.noise ? known.terms : [];
    meanings.set(key, { noise: false, terms: [...new Set([...before, ...terms.map(fold)])] });
  };
  for (const [terms, words] of SYNONYM_GROUPS) for (const word of [...terms, ...words]) addTerms(word, terms);
  for (const [hindi, city] of Object.entries(HINDI_CITY_NAMES)) addTerms(hindi, [city]);
  // A city's other names only where the vocabulary has no meaning for the word already.
  for (const [name, cities] of otherNames) if (!meanings.has(name)) meanings.set(name, { noise: false, terms: cities.map(fold) });
  for (const word of NOISE_WORDS) meanings.set(fold(word), { noise: true });
  return meanings;
}

export function createQueryExpander(otherCityNames: OtherCityNames): QueryExpander {
  const otherNames = new Map([...otherCityNames].map(([name, cities]) => [wordsOf(name), cities]));
  const meanings = vocabulary(otherNames);
  const meaningOf = (key: string): Meaning | undefined => meanings.get(key) ?? singulars(key).map((form) => meanings.get(form)).find((meaning) => meaning !== undefined);

  return {
    tsquery(q) {
      const chunks = chunksOf(q);
      const groups: string[][] = [];
      let noise = false;
      for (let start = 0; start < chunks.length; ) {
        let matched = false;
        for (let length = Math.min(MAX_PHRASE_WORDS, chunks.length - start); length > 0 && !matched; length--) {
          const phrase = chunks.slice(start, start + length);
          const meaning = meaningOf(phrase.map((chunk) => chunk.key).join(' '));
          if (!meaning) continue;
          matched = true;
          start += length;
          if (meaning.noise) noise = true;
          else groups.push([phrase.map((chunk) => chunk.typed).join(' '), ...meaning.terms]);
        }
        if (!matched) groups.push([chunks[start++]?.typed ?? '']);
      }
      // Only words that say "for rent": search for them as typed rather than for nothing.
      if (!groups.length && noise) groups.push(...chunks.map((chunk) => [chunk.typed]));
      if (!groups.length) return undefined;
      return groups.map((group) => `(${[...new Set(group)].map(quote).join(' | ')})`).join(' & ');
    },

    places(location) {
      // "Bombay" or "Bombay, Maharashtra": the city's name is the text before any comma.
      const name = location.split(',')[0] ?? '';
      const cities = [
        ...(otherNames.get(wordsOf(foldCityText(name))) ?? []),
        ...Object.entries(HINDI_CITY_NAMES)
          .filter(([hindi]) => fold(hindi) === wordsOf(fold(name)))
          .map(([, city]) => city),
      ];
      return [...new Set([location, ...cities])];
    },

    knows: (word) => meaningOf(fold(word)) !== undefined,
  };
}

let current: { otherNames: OtherCityNames; expander: QueryExpander } | undefined;

/** The expander over the server's city list, which is loaded once, by the first search (or the hero's figures). */
export async function queryExpander(): Promise<QueryExpander> {
  const { otherNames } = await knownCities();
  if (current?.otherNames !== otherNames) current = { otherNames, expander: createQueryExpander(otherNames) };
  return current.expander;
}
