/** The support feature's face: only routes/support.tsx imports it, so it loads with /support's own chunk. */
export { SupportPage } from './support-page.tsx';
