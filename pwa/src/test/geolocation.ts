/**
 * Stands in for the browser's location (navigator.geolocation, which happy-dom lacks): a fix, a
 * refusal with one of the browser's error codes, or no answer at all (still waiting).
 */
import { vi } from 'vitest';

export type LocationAnswer = { lat: number; lon: number } | { errorCode: 1 | 2 | 3 } | 'never';

export function stubGeolocation(answer: LocationAnswer) {
  const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success, failure) => {
    if (answer === 'never') return;
    if ('errorCode' in answer) {
      failure?.({ code: answer.errorCode, message: 'refused', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
      return;
    }
    const coords = { latitude: answer.lat, longitude: answer.lon, accuracy: 500, altitude: null, altitudeAccuracy: null, heading: null, speed: null };
    success({ coords: { ...coords, toJSON: () => coords }, timestamp: Date.now(), toJSON: () => ({ coords }) });
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

/** A browser without any (an old one). */
export function withoutGeolocation(): void {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
}

/** Takes the stand-in away again, as the browser of the next test has it. */
export function removeGeolocation(): void {
  Reflect.deleteProperty(navigator, 'geolocation');
}
