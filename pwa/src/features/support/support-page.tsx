/**
 * /support: the Contact support form and the user's own requests. Signed out, it asks to log in
 * and offers the login dialog; once signed in there, the page shows without a reload.
 */
import { LifeBuoy, LockKeyhole } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { supportMessages } from '@shared/messages/support.ts';
import { isPremiumActive } from '@shared/premium.ts';
import { openAuthDialog, useAuth } from '@pwa/features/auth/index.ts';
import { Button } from '@pwa/ui/button.tsx';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { SupportForm } from './support-form.tsx';
import { SupportRequestsList } from './support-requests-list.tsx';
import { useFetchedList } from '@pwa/sync/use-fetched-list.ts';
import { fetchMySupportRequests } from './support-api.ts';

const t = supportMessages.page;

export function SupportPage() {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageMessage busy title={messages.guard.checking} />;
  if (auth.status === 'signed-out') {
    return (
      <PageMessage icon={<LockKeyhole aria-hidden className="size-7" />} title={t.loggedOut}>
        <Button onClick={() => openAuthDialog('login')}>{t.logIn}</Button>
      </PageMessage>
    );
  }
  // Keyed by the account: another user signing in on this phone never sees the last one's requests.
  return <SupportContent key={auth.user.id} premium={isPremiumActive(auth.user)} />;
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
