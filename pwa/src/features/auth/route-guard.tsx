/**
 * Guards a signed-in page: "Checking authentication..." while loading, then the page for a signed-in
 * user, or "Authentication Required" with Log In and Sign Up for a visitor. Either way the user stays on
 * this page, which shows itself once they are signed in. The page receives the user, so it needs no auth
 * import of its own.
 */
import type { ReactNode } from 'react';
import { LockKeyhole } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { openAuthDialog } from './auth-dialog-store.ts';
import { useAuth } from './use-auth.ts';

export function RouteGuard({ children }: { children: (user: User) => ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') {
    return <PageMessage busy title={messages.guard.checking} />;
  }
  if (auth.status === 'signed-out') {
    return (
      <PageMessage icon={<LockKeyhole aria-hidden className="size-7" />} title={messages.guard.required} text={messages.guard.requiredText}>
        <Button onClick={() => openAuthDialog('login')}>{messages.guard.signIn}</Button>
        <Button variant="outline" onClick={() => openAuthDialog('signup')}>
          {messages.guard.signUp}
        </Button>
      </PageMessage>
    );
  }
  return children(auth.user);
}
