/** The account module: the account's own data, downloaded whole. */
export { accountRoutes } from './account-routes.ts';
