/** How far a near-me result is, as its card says it: whole kilometres, and "less than 1 km" under one. */
import { browseMessages } from '@shared/messages/browse.ts';

const t = browseMessages.card;

export function distanceText(distanceKm: number): string {
  // The server's distance has one decimal, and a listing's point is only kept to about a kilometre:
  // tenths would claim more than the point knows.
  return distanceKm < 1 ? t.distanceUnderOne : t.distance(Math.round(distanceKm));
}
