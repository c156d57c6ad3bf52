/**
 * /support: the Contact support form and the user's own requests. Signed out, the route guard asks to
 * log in or sign up; once signed in there, the page shows without a reload.
 */
import { LifeBuoy } from 'lucide-react';
import { supportMessages } from '@shared/messages/support.ts';
import { isPremiumActive } from '@shared/premium.ts';
import { RouteGuard } from '@pwa/features/auth/pages.ts';
import { SupportForm } from './support-form.tsx';
import { SupportRequestsList } from './support-requests-list.tsx';
import { useFetchedList } from '@pwa/sync/use-fetched-list.ts';
import { fetchMySupportRequests } from './support-api.ts';

const t = supportMessages.page;

export function SupportPage() {
  // Keyed by the account: another user signing in on this phone never sees the last one's requests.
  return <RouteGuard>{(user) => <SupportContent key={user.id} premium={isPremiumActive(user)} />}</RouteGuard>;
}

function SupportContent({ premium }: { premium: boolean }) {
  const mine = useFetchedList(fetchMySupportRequests);
  return (
    <div className="mx-auto max-w-2xl px-3 py-6 sm:px-4 sm:py-8">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-fg sm:text-3xl">
        <LifeBuoy aria-hidden className="size-7 shrink-0 text-primary" />
        {t.title}
      </h1>
      <p className="mt-1 text-fg-muted">{t.text}</p>
      {premium ? <p className="mt-2 font-medium text-fg">{t.priority}</p> : null}
      <div className="mt-6 space-y-4">
        <SupportForm onSent={mine.put} />
        <SupportRequestsList state={mine.state} onRetry={mine.retry} />
      </div>
    </div>
  );
}
