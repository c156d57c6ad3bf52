export { DashboardPage } from './dashboard-page.tsx';
export type { DashboardTab } from './dashboard-tab.ts';
