/**
 * Keeps what the device holds in step with the server, started once per tab after the first paint
 * (main.tsx): the held listings (changes call) and the favourites (merged with the signed-in account).
 * Returns a function that stops both.
 */
import { startFavouritesSync } from '@pwa/features/favourites/start-favourites-sync.ts';
import { startHeldItemsRefresh } from './start-held-items-refresh.ts';

export function startDeviceRefresh(): () => void {
  const stops = [startHeldItemsRefresh(), startFavouritesSync()];
  return () => stops.forEach((stop) => stop());
}
