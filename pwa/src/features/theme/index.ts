/** The theme feature's public face: other features and routes import only from here. */
export { ThemeToggle } from './theme-toggle.tsx';
export { useTheme } from './theme-store.ts';
