/** Password recovery: the page that mails a reset link, and the one the link opens. */
export { ForgotPasswordPage } from './forgot-password-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
