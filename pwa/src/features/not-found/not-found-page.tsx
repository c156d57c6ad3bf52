/** The page for any path no route matches (route table). */
import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { PageMessage } from '@pwa/ui/page-message.tsx';

const t = messages.notFound;

export function NotFoundPage() {
  useDocumentTitle(titleMessages.notFound);
  return (
    <PageMessage icon={<SearchX aria-hidden className="size-7" />} title={t.heading} text={t.text}>
      <Link to="/" className={buttonClass('primary')}>
        {t.home}
      </Link>
    </PageMessage>
  );
}
