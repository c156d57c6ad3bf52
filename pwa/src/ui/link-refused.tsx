/** An emailed link's page when the link is no good (used, expired, not ours): why, and the way to the profile, where a new one is asked for or a choice is made. */
import { Link } from '@tanstack/react-router';
import { MailX } from 'lucide-react';
import { buttonClass } from '@shared/ui/button-class.ts';
import { PageMessage } from './page-message.tsx';

export function LinkRefused({ title, text, toProfile }: { title: string; text: string; toProfile: string }) {
  return (
    <PageMessage title={title} text={text} icon={<MailX aria-hidden className="size-7" />}>
      <Link to="/profile/edit" className={buttonClass('primary')}>
        {toProfile}
      </Link>
    </PageMessage>
  );
}
