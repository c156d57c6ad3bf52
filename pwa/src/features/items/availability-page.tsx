/**
 * /item/{id}/availability: the owner's page for a listing's availability: the "block days" calendar
 * and the calendar feed. Anyone else is told only the owner can manage it.
 */
import { Link } from '@tanstack/react-router';
import { ArrowLeft, LockKeyhole, SearchX } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { BlockDaysEditor, CalendarFeedPanel } from '@pwa/features/calendar/pages.ts';
import { itemTitle } from './item-text.ts';
import { useItem } from './use-item.ts';

const t = calendarMessages.owner;

export function AvailabilityPage({ itemId, user }: { itemId: string; user: User }) {
  const state = useItem(itemId);
  useDocumentTitle(titleMessages.page(t.title));
  if (state.status === 'loading') return <PageMessage busy title={browseMessages.item.loading} />;
  if (state.status !== 'ready') {
    const title =
      state.status === 'offline'
        ? browseMessages.item.offlineTitle
        : state.status === 'failed'
          ? messages.errors.internal
          : browseMessages.item.notFound;
    return (
      <PageMessage icon={<SearchX aria-hidden className="size-7" />} title={title}>
        <Link to="/" className={buttonClass('primary')}>
          {browseMessages.item.backHome}
        </Link>
      </PageMessage>
    );
  }
  const title = itemTitle(state.item);
  const back = (
    <Link to="/item/$id" params={{ id: itemId }} className={buttonClass('outline')}>
      <ArrowLeft aria-hidden className="size-4" />
      {t.back}
    </Link>
  );
  if (state.item.ownerId !== user.id) {
    return (
      <PageMessage icon={<LockKeyhole aria-hidden className="size-7" />} title={t.onlyOwner}>
        {back}
      </PageMessage>
    );
  }
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-3 py-6 sm:px-4 sm:py-8">
      <div>{back}</div>
      <div>
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t.title}</h1>
        <p className="mt-1 break-words text-fg-muted">{t.subtitle(title)}</p>
      </div>
      <BlockDaysEditor itemId={itemId} />
      <CalendarFeedPanel itemId={itemId} title={title} />
    </div>
  );
}
