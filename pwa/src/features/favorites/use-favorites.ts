/** The favorite ids, live across components and tabs (see favorites-store.ts). */
import { useSyncExternalStore } from 'react';
import { readFavorites, subscribeFavorites } from './favorites-store.ts';

export function useFavorites(): ReadonlySet<string> {
  return useSyncExternalStore(subscribeFavorites, readFavorites, readFavorites);
}

export function useIsFavorite(id: string): boolean {
  return useFavorites().has(id);
}
