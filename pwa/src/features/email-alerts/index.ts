/** Email alerts: the profile's choice of which emails to get, and the page an unsubscribe link opens. */
export { EmailAlertsSection } from './email-alerts-section.tsx';
export { UnsubscribePage } from './unsubscribe-page.tsx';
