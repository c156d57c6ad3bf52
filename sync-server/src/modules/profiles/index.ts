/** The profiles module: a user's public profile, its figures and listings, and changing one's own. */
export { profileRoutes } from './profile-routes.ts';
