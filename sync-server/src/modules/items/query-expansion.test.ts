import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createQueryExpander } from './query-expansion.ts';
import { NOISE_WORDS, SYNONYM_GROUPS } from './search-vocabulary.ts';

const expander = createQueryExpander(
  new Map([
    ['bombay', ['Mumbai']],
    ['gurgaon', ['Gurugram']],
    ['dehra dun', ['Dehradun']],
    ['cycle', ['Somewhere']],
  ]),
);

/** The tsquery's groups (each an OR of quoted terms, joined by AND), unquoted. */
function groupsOf(tsquery: string | undefined): string[][] {
  if (tsquery === undefined) return [];
  return tsquery.split(' & ').map((group) => [...group.slice(1, -1).matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((match) => (match[1] ?? '').replace(/\\(.)/g, '$1')));
}

const WELL_FORMED = /^\('(?:[^'\\]|\\.)*'(?: \| '(?:[^'\\]|\\.)*')*\)(?: & \('(?:[^'\\]|\\.)*'(?: \| '(?:[^'\\]|\\.)*')*\))*$/;

const devanagariWord = fc.string({ unit: fc.integer({ min: 0x0900, max: 0x097f }).map((code) => String.fromCodePoint(code)), minLength: 1, maxLength: 8 });
const anyText = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 }));
const noiseWord = fc.constantFrom(...NOISE_WORDS);
const group = fc.constantFrom(...SYNONYM_GROUPS);

describe('query expansion', () => {
  it('searches a Hindi or Hinglish word for itself or its English words', () => {
    expect(expander.tsquery('बाइक')).toBe("('बाइक' | 'bike' | 'motorcycle' | 'motorbike')");
    expect(groupsOf(expander.tsquery('साइकिल'))).toEqual([['साइकिल', 'cycle', 'bicycle']]);
    expect(groupsOf(expander.tsquery('गाड़ी'))).toEqual([['गाड़ी', 'vehicle', 'car']]);
    expect(groupsOf(expander.tsquery('Bicycles'))).toEqual([['bicycles', 'cycle', 'bicycle']]);
  });

  it('drops the words that only say "for rent", unless nothing else is left', () => {
    expect(expander.tsquery('cycle kiraye par')).toBe("('cycle' | 'bicycle')");
    expect(groupsOf(expander.tsquery('कैमरा किराए पर चाहिए'))).toEqual([['कैमरा', 'camera']]);
    expect(groupsOf(expander.tsquery('bike on rent in Pune'))).toEqual([['bike', 'motorcycle', 'motorbike'], ['in'], ['pune']]);
    expect(groupsOf(expander.tsquery('किराए पर'))).toEqual([['किराए'], ['पर']]);
  });

  it('reads a Hindi category name word by word, as its English name reads', () => {
    expect(groupsOf(expander.tsquery('इलेक्ट्रॉनिक और घर का सामान'))).toEqual([
      ['इलेक्ट्रॉनिक', 'electronic'],
      ['घर', 'home'],
      ['सामान', 'accessory', 'equipment'],
    ]);
    expect(groupsOf(expander.tsquery('किराए के कमरे'))).toEqual([['कमरे', 'room']]);
  });

  it('matches a phrase before its words', () => {
    expect(groupsOf(expander.tsquery('मोटर साइकिल'))).toEqual([['मोटर साइकिल', 'bike', 'motorcycle', 'motorbike']]);
    expect(groupsOf(expander.tsquery('Dehra Dun tent'))).toEqual([['dehra dun', 'dehradun'], ['tent', 'shamiana']]);
  });

  it('searches a city’s other name for the city too, but never over the vocabulary’s own meaning of a word', () => {
    expect(groupsOf(expander.tsquery('camera Bombay'))).toEqual([['camera'], ['bombay', 'mumbai']]);
    expect(groupsOf(expander.tsquery('बाइक पुणे'))).toEqual([['बाइक', 'bike', 'motorcycle', 'motorbike'], ['पुणे', 'pune']]);
    expect(groupsOf(expander.tsquery('cycle'))).toEqual([['cycle', 'bicycle']]);
  });

  it('filters a location by the text and the city it is another name of', () => {
    expect(expander.places('Bombay')).toEqual(['Bombay', 'Mumbai']);
    expect(expander.places('gurgaon, Haryana')).toEqual(['gurgaon, Haryana', 'Gurugram']);
    expect(expander.places('पुणे')).toEqual(['पुणे', 'Pune']);
    expect(expander.places('Koregaon Park, Pune')).toEqual(['Koregaon Park, Pune']);
  });

  it('knows its words, so typo correction leaves them as typed', () => {
    for (const word of ['kiraye', 'par', 'बाइक', 'bombay', 'bikes']) expect(expander.knows(word)).toBe(true);
    expect(expander.knows('camra')).toBe(false);
  });

  it('gives every word of a synonym group all of the group’s English words', () => {
    fc.assert(
      fc.property(group, fc.nat(), ([terms, words], pick) => {
        const word = [...terms, ...words][pick % (terms.length + words.length)] ?? '';
        const [only, ...more] = groupsOf(expander.tsquery(word));
        return more.length === 0 && terms.every((term) => only?.includes(term));
      }),
    );
  });

  it('finds the same with noise words around a search as without them', () => {
    fc.assert(
      fc.property(fc.array(noiseWord, { maxLength: 3 }), fc.oneof(group.map(([, words]) => words[0] ?? ''), devanagariWord), fc.array(noiseWord, { maxLength: 3 }), (before, word, after) => {
        fc.pre(!NOISE_WORDS.includes(word) && /[\p{L}\p{N}]/u.test(word));
        return expander.tsquery([...before, word, ...after].join(' ')) === expander.tsquery(word);
      }),
    );
  });

  it('keeps every Devanagari word as typed', () => {
    fc.assert(
      fc.property(fc.array(devanagariWord, { minLength: 1, maxLength: 5 }), (words) => {
        const query = words.join(' ');
        const kept = groupsOf(expander.tsquery(query)).flat().join(' ');
        return words.filter((word) => /[\p{L}\p{N}]/u.test(word) && !NOISE_WORDS.includes(word.normalize('NFC'))).every((word) => kept.includes(word.normalize('NFC')));
      }),
    );
  });

  it('writes a well-formed tsquery of anything typed, or nothing when no word is left', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const tsquery = expander.tsquery(text);
        return tsquery === undefined ? !/[\p{L}\p{M}\p{N}]/u.test(text) : WELL_FORMED.test(tsquery);
      }),
    );
  });
});
