/**
 * Asks for a trim of the device cache a little after lists were stored: several lists stored
 * together cost one trim, and the trimming code loads only then, never on the first paint.
 */
import { reportErrorAs } from '@pwa/lib/report-error.ts';

const TRIM_DELAY_MS = 5_000;
let pending: ReturnType<typeof setTimeout> | undefined;

export function scheduleCacheTrim(): void {
  if (pending !== undefined) return;
  pending = setTimeout(() => {
    pending = undefined;
    import('./trim-device-cache.ts')
      .then(({ trimDeviceCache }) => trimDeviceCache())
      // A failed trim only means the cache stays larger until the next one.
      .catch(reportErrorAs('trimming the device cache'));
  }, TRIM_DELAY_MS);
}
