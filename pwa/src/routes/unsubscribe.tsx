/** /unsubscribe?token=…: stops the kind of email alert an emailed link names, once asked. */
import { createFileRoute } from '@tanstack/react-router';
import { linkTokenSearch } from '@pwa/lib/link-token-search.ts';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { UnsubscribePage } from '@pwa/features/email-alerts/index.ts';

export const Route = createFileRoute('/unsubscribe')({ validateSearch: linkTokenSearch, component: UnsubscribeRoute });

function UnsubscribeRoute() {
  useDocumentTitle(titleMessages.unsubscribe);
  const { token } = Route.useSearch();
  return <UnsubscribePage token={token} />;
}
