/** The line that says what a near-me list is: nearest first, within the distance, of which place. */
import { nearMeMessages } from '@shared/messages/near-me.ts';
import type { NearPlace } from './use-near-me.ts';

const t = nearMeMessages.summary;

export function nearSummary(place: NearPlace, radiusKm: number): string {
  if (place.kind === 'device') return t.device(radiusKm);
  if (place.kind === 'city') return t.city(radiusKm, place.name);
  return t.point(radiusKm);
}
