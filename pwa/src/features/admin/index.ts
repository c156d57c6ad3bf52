/** The admin feature's face: only routes/admin.tsx imports it, so it loads with /admin's own chunk. */
export { AdminPage } from './admin-page.tsx';
