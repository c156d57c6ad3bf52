/**
 * Copy of "Near me" on the search and category pages: the two buttons, asking for the device's
 * location, the city to search near instead, the distance and what an empty or offline near-me list
 * says. Those pages import it directly; the card's "3 km away" is the card's copy (browse.ts).
 */
import { formatNumber } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';

const km = (value: number): string => `${formatNumber(value, 'en')} km`;

const english = {
  nearMe: 'Near me',
  /** The button's words; its name for a screen reader says what it does. */
  city: 'City',
  chooseCity: 'Choose a city',
  locating: 'Finding your location...',
  /** Why the device's location did not come, each with the way on: a city. */
  refused: {
    denied: 'Your location was not shared. Choose a city instead to see the listings near it.',
    unavailable: 'Your location could not be found. Choose a city instead.',
    timeout: 'Finding your location took too long. Try again, or choose a city instead.',
    unsupported: 'This browser cannot tell its location. Choose a city instead.',
  },
  needsConnection: 'Near me needs a connection. Try again once you are online.',
  cityLabel: 'City to search near',
  cancel: 'Cancel',
  /** What the list is, under the buttons while near-me is on. */
  summary: {
    device: (radiusKm: number) => `Nearest first, within ${km(radiusKm)} of your location`,
    city: (radiusKm: number, city: string) => `Nearest first, within ${km(radiusKm)} of ${city}`,
    // An address opened from elsewhere (a shared link, a reload) names the point but not its place.
    point: (radiusKm: number) => `Nearest first, within ${km(radiusKm)} of the chosen place`,
  },
  radius: 'Distance',
  radiusOption: (radiusKm: number) => km(radiusKm),
  turnOff: 'Turn off',
  turnOffLabel: 'Turn off Near me',
  emptyTitle: (radiusKm: number) => `No listings within ${km(radiusKm)}`,
  emptyText: 'Try a larger distance, or turn Near me off to see listings everywhere.',
  widen: (radiusKm: number) => `Search within ${km(radiusKm)}`,
  offlineText: 'Near me needs a connection: the listings near this place show once you are back online.',
} as const;

export type NearMeMessages = Copy<typeof english>;
export const nearMeMessages: NearMeMessages = await localized<NearMeMessages>(english, () => import('./hi/near-me.ts'));
