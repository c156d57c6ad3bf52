/**
 * /confirm-email?token=…: the page an emailed confirmation link opens. It confirms at once (signed in
 * or not: the link is the proof), then says which email is confirmed; a signed-in device's account is
 * read again, so the profile shows it confirmed. A used or expired link says so, and points to the
 * profile, where a new one can be sent.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { MailCheck, MailX } from 'lucide-react';
import type { ConfirmedEmail } from '@shared/api.ts';
import { emailConfirmationMessages } from '@shared/messages/email-confirmation.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { checkSession } from '@pwa/features/auth/pages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { LinkRefused } from '@pwa/ui/link-refused.tsx';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { postEmailConfirm } from './email-api.ts';

const t = emailConfirmationMessages.page;

type Confirmation = { status: 'confirming' } | { status: 'done'; email: string } | { status: 'refused' } | { status: 'failed' };

/**
 * One call per token for the page's life: a link is used once, so a second call (a re-render, React's
 * development double effect) would be refused after the first succeeded.
 */
const calls = new Map<string, Promise<ConfirmedEmail>>();
function confirmOnce(token: string): Promise<ConfirmedEmail> {
  const call = calls.get(token) ?? postEmailConfirm(token);
  calls.set(token, call);
  // A call that failed on the way may be tried again.
  call.catch(() => calls.delete(token));
  return call;
}

export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  const [state, setState] = useState<Confirmation>({ status: 'confirming' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ status: 'confirming' });
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    if (!token) return;
    let live = true;
    confirmOnce(token).then(
      ({ email }) => {
        if (!live) return;
        setState({ status: 'done', email });
        void checkSession().catch(() => undefined);
      },
      (error: unknown) => {
        if (!live) return;
        const refused = isApiError(error) && (error.code === 'invalid-confirmation-link' || error.code === 'invalid-input');
        setState({ status: refused ? 'refused' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  if (!token) return <LinkRefused title={t.title} toProfile={t.toProfile} text={t.noToken} />;
  if (state.status === 'confirming') return <PageMessage busy title={t.confirming} />;
  if (state.status === 'refused') return <LinkRefused title={t.title} toProfile={t.toProfile} text={t.invalidLink} />;
  if (state.status === 'failed') {
    return (
      <PageMessage title={t.title} text={t.failed} icon={<MailX aria-hidden className="size-7" />}>
        <Button onClick={retry}>{t.retry}</Button>
      </PageMessage>
    );
  }
  return (
    <PageMessage title={t.doneTitle} text={t.done(state.email)} icon={<MailCheck aria-hidden className="size-7" />}>
      <Link to="/" className={buttonClass('primary')}>
        {t.toHome}
      </Link>
    </PageMessage>
  );
}
