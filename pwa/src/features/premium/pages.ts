/** The premium feature's face for the dashboard: the Go Premium tab (loaded with the dashboard only). */
export { PremiumTab } from './premium-tab.tsx';
