/** /confirm-email?token=…: confirms the email an emailed link was sent to. */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { ConfirmEmailPage } from '@pwa/features/email/index.ts';

interface ConfirmSearch {
  token?: string;
}

const validateSearch = (search: Record<string, unknown>): ConfirmSearch => (typeof search.token === 'string' ? { token: search.token } : {});

export const Route = createFileRoute('/confirm-email')({ validateSearch, component: ConfirmEmailRoute });

function ConfirmEmailRoute() {
  useDocumentTitle(titleMessages.confirmEmail);
  const { token } = Route.useSearch();
  return <ConfirmEmailPage token={token} />;
}
