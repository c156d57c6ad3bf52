/** The email alerts module: emailing what push could not deliver, and each account's choice of which. */
export { emailAlertJobHandlers, type EmailAlertDelivery } from './email-alert-job.ts';
export { emailAlertChoicesOf, sweepThreadEmails } from './email-alert-choices.ts';
export { emailAlertRoutes } from './email-alert-routes.ts';
export { queueEmailAlert } from './queue-email-alert.ts';
