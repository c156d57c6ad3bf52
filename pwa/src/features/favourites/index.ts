/** The favourites feature's public face: other features and routes import only from here. */
export { FavouriteButton } from './favourite-button.tsx';
export { toggleFavourite, FAVOURITES_KEY, FAVOURITE_TOGGLED_EVENT, type FavouriteToggledDetail } from './favourites-store.ts';
export { useFavourites, useIsFavourite } from './use-favourites.ts';
