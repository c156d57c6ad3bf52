/** /support: write to Kiraya's administrators, and see the answers. */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { SupportPage } from '@pwa/features/support/index.ts';

export const Route = createFileRoute('/support')({ component: SupportRoute });

function SupportRoute() {
  useDocumentTitle(titleMessages.support);
  return <SupportPage />;
}
