/** The header feature's public face: other features and routes import only from here. */
export { SiteHeader } from './site-header.tsx';
