/** /confirm-email?token=…: confirms the email an emailed link was sent to. */
import { createFileRoute } from '@tanstack/react-router';
import { linkTokenSearch } from '@pwa/lib/link-token-search.ts';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { ConfirmEmailPage } from '@pwa/features/email/index.ts';

export const Route = createFileRoute('/confirm-email')({ validateSearch: linkTokenSearch, component: ConfirmEmailRoute });

function ConfirmEmailRoute() {
  useDocumentTitle(titleMessages.confirmEmail);
  const { token } = Route.useSearch();
  return <ConfirmEmailPage token={token} />;
}
