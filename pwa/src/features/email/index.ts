/** Confirmed emails: the page an emailed link opens, and the profile's email status and Change email. */
export { ChangeEmailSection } from './change-email-section.tsx';
export { ConfirmEmailPage } from './confirm-email-page.tsx';
export { EmailStatus } from './email-status.tsx';
