/**
 * Finding a city in the built-in list: what a person typing expects on top comes first, each kind
 * biggest city first (the list is ordered by population): a name starting with the text ("bangalore"
 * finds Bengaluru; "pune, ma"), then a word of a name ("mumbai" → Navi Mumbai), then the state's name
 * ("pun" → Punjab's towns, after Pune), then a fuzzy match of the city's names ("hydrabad").
 */
import Fuse from 'fuse.js';
import cities from 'virtual:indian-cities';
import { foldCityText, type IndianCity } from '@shared/cities/clean-cities.ts';
import { createCityLookup, type CityLookup } from '@shared/cities/city-lookup.ts';

export const CITY_RESULTS_LIMIT = 50;

/** How a city matches, best first: the index of its group in the results. */
const MatchKind = { NamePrefix: 0, WordPrefix: 1, StatePrefix: 2 } as const;
type MatchKind = (typeof MatchKind)[keyof typeof MatchKind];

interface SearchEntry {
  label: string;
  alternateNames: readonly string[];
  /** The label, folded: "pune, maharashtra". */
  folded: string;
  /** The city's names, folded: its own first, then the others. */
  names: string[];
  state: string;
}

let entries: SearchEntry[] | undefined;
let entriesByLabel: Map<string, SearchEntry> | undefined;
let fuse: Fuse<SearchEntry> | undefined;
let lookup: CityLookup | undefined;

const WORD_BREAK = /[\s(),.-]+/;

function toEntry({ label, alternateNames = [] }: IndianCity): SearchEntry {
  const folded = foldCityText(label);
  const comma = folded.lastIndexOf(', ');
  return { label, alternateNames, folded, names: [folded.slice(0, comma), ...alternateNames.map(foldCityText)], state: folded.slice(comma + 2) };
}

/** Whether the name, or one of its words, starts with the text ("navi mu" and "mumbai" in "navi mumbai"). */
const startsAWord = (name: string, wanted: string): boolean => name.startsWith(wanted) || name.split(WORD_BREAK).some((word) => word.startsWith(wanted));

function matchKind(entry: SearchEntry, wanted: string): MatchKind | undefined {
  if (entry.folded.startsWith(wanted) || entry.names.some((name) => name.startsWith(wanted))) return MatchKind.NamePrefix;
  if (entry.names.some((name) => startsAWord(name, wanted))) return MatchKind.WordPrefix;
  if (entry.state.startsWith(wanted)) return MatchKind.StatePrefix;
  return undefined;
}

/** The list's own spelling of a location naming a city of the list (ignoring case and spacing; a former name with its state counts). */
export function findCity(location: string): string | undefined {
  lookup ??= createCityLookup(cities);
  return lookup(location);
}

/** Built on first use, not on import: the form opens without paying for the index. */
function searchEntries(): SearchEntry[] {
  entries ??= cities.map(toEntry);
  return entries;
}

/**
 * The other name a city was found by ("Bangalore" when "bangal" found Bengaluru), so the picker can
 * show why a city of another name is offered; undefined when the city's own name matches.
 */
export function nameFoundBy(label: string, query: string): string | undefined {
  const wanted = foldCityText(query);
  entriesByLabel ??= new Map(searchEntries().map((entry) => [entry.label, entry]));
  const entry = entriesByLabel.get(label);
  if (!wanted || !entry || startsAWord(entry.names[0] ?? '', wanted)) return undefined;
  return entry.alternateNames.find((name) => startsAWord(foldCityText(name), wanted));
}

/** Up to `limit` cities for what was typed; none for blank text (the picker asks to type instead). */
export function searchCities(query: string, limit = CITY_RESULTS_LIMIT): string[] {
  const wanted = foldCityText(query);
  if (!wanted) return [];
  const entries = searchEntries();
  const byKind: string[][] = [[], [], []];
  for (const entry of entries) {
    const kind = matchKind(entry, wanted);
    if (kind !== undefined) byKind[kind]?.push(entry.label);
  }
  const exact = byKind.flat();
  if (exact.length >= limit) return exact.slice(0, limit);
  // Fuzzy on the city's names only, not the state's: "pune" is not a typo of every town in Punjab.
  // 0.3 forgives a letter or two in a city's name ("chenai") without pulling in every name that
  // merely shares a few letters (at 0.4, Mancherial came before Chennai).
  fuse ??= new Fuse(entries, { keys: ['names'], threshold: 0.3, ignoreLocation: true });
  const found = new Set(exact);
  // Fuse orders by score; equal scores keep the list's order, which is biggest first.
  const fuzzy = fuse
    .search(wanted)
    .map((result) => result.item.label)
    .filter((label) => !found.has(label));
  return [...exact, ...fuzzy].slice(0, limit);
}
