/**
 * The favourites feature's public face: other features and routes import only from here. The sync
 * with the account (start-favourites-sync.ts) is not re-exported: this module is on the first page,
 * and that one brings the outbox with it. features/offline/start-device-refresh.ts, loaded after the
 * first paint, imports it by its path.
 */
export { FavouriteButton } from './favourite-button.tsx';
export { forgetFavourites, toggleFavourite, FAVOURITES_KEY, FAVOURITE_TOGGLED_EVENT, type FavouriteToggledDetail } from './favourites-store.ts';
export { useFavourites, useIsFavourite } from './use-favourites.ts';
export { useFavouriteItems } from './use-favourite-items.ts';
