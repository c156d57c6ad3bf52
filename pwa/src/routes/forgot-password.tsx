/** /forgot-password: a reset link mailed to the account's email. */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { ForgotPasswordPage } from '@pwa/features/password-reset/index.ts';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordRoute });

function ForgotPasswordRoute() {
  useDocumentTitle(titleMessages.forgotPassword);
  return <ForgotPasswordPage />;
}
