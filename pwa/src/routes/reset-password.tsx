/** /reset-password?token=…: the new password, through the link a reset email carries. */
import { createFileRoute } from '@tanstack/react-router';
import { linkTokenSearch } from '@pwa/lib/link-token-search.ts';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { ResetPasswordPage } from '@pwa/features/password-reset/index.ts';

export const Route = createFileRoute('/reset-password')({ validateSearch: linkTokenSearch, component: ResetPasswordRoute });

function ResetPasswordRoute() {
  useDocumentTitle(titleMessages.resetPassword);
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
