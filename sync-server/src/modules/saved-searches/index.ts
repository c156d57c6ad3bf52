/** The saved-searches module: searches a user is told about when a new listing matches them. */
export { savedSearchRoutes } from './saved-search-routes.ts';
export { savedSearchJobHandlers, tellMatchingSearches } from './saved-search-service.ts';
