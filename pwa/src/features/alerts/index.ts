/**
 * The alerts feature's public face (push opt-in): the control of the Notifications tab
 * and the offer a conversation shows once the user has written in it (the contact page lands there). Its sync job is in job.ts.
 */
export { AlertsControl } from './alerts-control.tsx';
export { AlertsOffer } from './alerts-offer.tsx';
