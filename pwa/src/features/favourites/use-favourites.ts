/** The favourite ids, live across components and tabs (see favourites-store.ts). */
import { useSyncExternalStore } from 'react';
import { readFavourites, subscribeFavourites } from './favourites-store.ts';

export function useFavourites(): ReadonlySet<string> {
  return useSyncExternalStore(subscribeFavourites, readFavourites, readFavourites);
}

export function useIsFavourite(id: string): boolean {
  return useFavourites().has(id);
}
