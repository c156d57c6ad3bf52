/** /messages/{conversationId}: one conversation's thread, signed-in users only (un-nested beside /messages). */
import { createFileRoute } from '@tanstack/react-router';
import { RouteGuard } from '@pwa/features/auth/pages.ts';
import { ThreadPage } from '@pwa/features/messages/pages.ts';

export const Route = createFileRoute('/messages_/$conversationId')({ component: ThreadRoute });

function ThreadRoute() {
  const { conversationId } = Route.useParams();
  return <RouteGuard>{(user) => <ThreadPage key={conversationId} conversationId={conversationId} user={user} />}</RouteGuard>;
}
