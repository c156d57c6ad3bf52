/** /messages: the signed-in user's conversations. */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { RouteGuard } from '@pwa/features/auth/pages.ts';
import { MessagesPage } from '@pwa/features/messages/pages.ts';

export const Route = createFileRoute('/messages')({ component: MessagesRoute });

function MessagesRoute() {
  useDocumentTitle(titleMessages.page(conversationMessages.inbox.title));
  return <RouteGuard>{(user) => <MessagesPage user={user} />}</RouteGuard>;
}
