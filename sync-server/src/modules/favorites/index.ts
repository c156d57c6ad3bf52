/** The favorites module: a user's saved listings, synced between their devices. */
export { favoriteRoutes } from './favorite-routes.ts';
