/** /messages: the signed-in user's conversations as renter and as owner (the route guards it). */
import type { User } from '@shared/api.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { InboxList } from './inbox-list.tsx';

const t = conversationMessages.inbox;

export function MessagesPage({ user }: { user: User }) {
  return (
    <div className="mx-auto max-w-3xl px-3 py-6 sm:px-4 sm:py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t.title}</h1>
      <p className="mt-1 mb-5 text-fg-muted">{t.subtitle}</p>
      <InboxList user={user} />
    </div>
  );
}
