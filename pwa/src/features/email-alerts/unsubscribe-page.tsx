/**
 * /unsubscribe?token=…: the page an emailed alert's "Stop emails about …" link opens. It asks before
 * it turns anything off (link checkers and previews open links by themselves), works signed out (the
 * link is the proof), and then says which emails stopped and where to turn them back on.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { MailMinus } from 'lucide-react';
import { emailAlertMessages } from '@shared/messages/email-alerts.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { Button } from '@pwa/ui/button.tsx';
import { LinkRefused } from '@pwa/ui/link-refused.tsx';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { postUnsubscribe } from './email-alerts-api.ts';

const t = emailAlertMessages.page;

type Unsubscribing = { status: 'asking' } | { status: 'working' } | { status: 'done'; about: string } | { status: 'refused' } | { status: 'failed' };

export function UnsubscribePage({ token }: { token: string | undefined }) {
  const [state, setState] = useState<Unsubscribing>({ status: 'asking' });

  async function unsubscribe(link: string) {
    setState({ status: 'working' });
    try {
      const { kind } = await postUnsubscribe(link);
      setState({ status: 'done', about: emailAlertMessages.about[kind] });
    } catch (error) {
      const refused = isApiError(error) && (error.code === 'invalid-unsubscribe-link' || error.code === 'invalid-input');
      setState({ status: refused ? 'refused' : 'failed' });
    }
  }

  if (!token) return <LinkRefused title={t.title} toProfile={t.toProfile} text={t.noToken} />;
  if (state.status === 'refused') return <LinkRefused title={t.title} toProfile={t.toProfile} text={t.invalidLink} />;
  if (state.status === 'done') {
    return (
      <PageMessage title={t.doneTitle} text={t.done(state.about)} icon={<MailMinus aria-hidden className="size-7" />}>
        <Link to="/profile/edit" className={buttonClass('outline')}>
          {t.toProfile}
        </Link>
        <Link to="/" className={buttonClass('primary')}>
          {t.toHome}
        </Link>
      </PageMessage>
    );
  }
  return (
    <PageMessage title={t.title} text={t.text} icon={<MailMinus aria-hidden className="size-7" />}>
      {state.status === 'failed' ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700 dark:text-red-300">
          {t.failed}
        </p>
      ) : null}
      <Button disabled={state.status === 'working'} onClick={() => void unsubscribe(token)}>
        {state.status === 'working' ? t.working : t.confirm}
      </Button>
    </PageMessage>
  );
}
