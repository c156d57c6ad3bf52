/** The alerts feature's face for sign-out (auth): apart from index.ts so sign-out loads only this. */
export { turnOffAlertsForSignOut } from './sign-out-alerts.ts';
