/**
 * The favorites feature's public face: other features and routes import only from here. Its part in
 * the sync (the job, job.ts; the outbox's executor, favorites-executor.ts, listed in
 * app/outbox-kinds.ts) is not re-exported: this module is on the first page, and those bring the
 * outbox with them.
 */
export { FavoriteButton } from './favorite-button.tsx';
export { forgetFavorites, readFavorites, toggleFavorite, FAVORITES_KEY, FAVORITE_TOGGLED_EVENT, type FavoriteToggledDetail } from './favorites-store.ts';
export { useFavorites, useIsFavorite } from './use-favorites.ts';
export { useFavoriteItems } from './use-favorite-items.ts';
