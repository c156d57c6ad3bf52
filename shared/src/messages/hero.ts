/** Copy of the home page's hero: its search and its figures. The first screen shows it. */
import { countOf } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';

const APP = 'Kiraya';

const english = {
  searchLabel: 'What do you want to rent?',
  searchPlaceholder: 'Type to search...',
  locationLabel: 'Location',
  locationPlaceholder: 'Location',
  searchButton: 'Search',
  /** The optional dates a listing must be free (the date search). */
  dates: 'Dates (optional)',
  from: 'From',
  to: 'To',
  statsLabel: `${APP} in numbers`,
  listings: (count: number) => countOf(count, { one: 'listing', other: 'listings' }),
  verifiedUsers: (count: number) => countOf(count, { one: 'verified user', other: 'verified users' }),
  cities: (count: number) => countOf(count, { one: 'city', other: 'cities' }),
} as const;

export type HeroMessages = Copy<typeof english>;
export const heroMessages: HeroMessages = await localized<HeroMessages>(english, () => import('./hi/first-visit.ts').then((hindi) => ({ default: hindi.hero })));
