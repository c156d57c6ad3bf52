/** /unsubscribe?token=…: stops the kind of email alert an emailed link names, once asked. */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { UnsubscribePage } from '@pwa/features/email-alerts/index.ts';

interface UnsubscribeSearch {
  token?: string;
}

const validateSearch = (search: Record<string, unknown>): UnsubscribeSearch => (typeof search.token === 'string' ? { token: search.token } : {});

export const Route = createFileRoute('/unsubscribe')({ validateSearch, component: UnsubscribeRoute });

function UnsubscribeRoute() {
  useDocumentTitle(titleMessages.unsubscribe);
  const { token } = Route.useSearch();
  return <UnsubscribePage token={token} />;
}
