/**
 * The device's location, asked of the browser once, when the person taps "Near me" or an owner "Use
 * my current location" (this module is loaded then, not with the page). Coarse is enough: the search writes the point to about 100 m and
 * keeps listings' points to about a kilometre, and a coarse fix comes sooner and spares the battery.
 */
import type { GeoPoint } from '@shared/search-query.ts';
import { LocateRefusal, type RefusalReason } from './locate-refusal.ts';

/** Long enough for a phone indoors on a slow network; then the page offers a city instead. */
const TIMEOUT_MS = 15_000;
/** A fix from the last few minutes is as good: the person has not gone far. */
const MAXIMUM_AGE_MS = 5 * 60_000;

// GeolocationPositionError's codes: 1 permission denied, 2 position unavailable, 3 timeout.
const reasons: Readonly<Record<number, RefusalReason>> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

export function locateDevice(): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    // The DOM's types say it is always there; an old browser has none.
    const { geolocation } = navigator as { geolocation?: Geolocation };
    if (!geolocation) {
      reject(new LocateRefusal('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lon: coords.longitude }),
      (error) => reject(new LocateRefusal(reasons[error.code] ?? 'unavailable')),
      { enableHighAccuracy: false, timeout: TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
    );
  });
}
