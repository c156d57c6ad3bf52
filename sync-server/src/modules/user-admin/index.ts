/** The user-admin module: administrators find accounts, read their page, suspend and restore them, and grant or revoke administrator. */
export { userAdminRoutes } from './user-admin-routes.ts';
