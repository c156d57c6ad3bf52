/**
 * Item detail (spec §2) for /item/{id} and /items/{id}: loading, not found, offline, or the item with
 * its media, details and similar listings. Opening it records one view.
 */
import { Link } from '@tanstack/react-router';
import { CloudOff, SearchX } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { buttonClass } from '@pwa/ui/button-class.ts';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { ItemDetails } from './item-details.tsx';
import { ItemMedia } from './item-media.tsx';
import { itemTitle } from './item-text.ts';
import { OfflineNote } from './offline-note.tsx';
import { SimilarListings } from './similar-listings.tsx';
import { useItem } from './use-item.ts';
import { useRecordView } from './use-record-view.ts';

const t = messages.browse.item;

export function ItemPage({ id }: { id: string }) {
  const state = useItem(id);
  useRecordView(id);

  if (state.status === 'loading') return <PageMessage busy title={t.loading} />;
  if (state.status !== 'ready') {
    const offline = state.status === 'offline';
    const failed = state.status === 'failed';
    return (
      <PageMessage
        icon={offline ? <CloudOff aria-hidden className="size-7" /> : <SearchX aria-hidden className="size-7" />}
        title={offline ? t.offlineTitle : failed ? messages.errors.internal : t.notFound}
        {...(offline ? { text: t.offlineText } : state.status === 'not-found' ? { text: t.notFoundText } : {})}
      >
        <Link to="/" className={buttonClass('primary')}>
          {t.backHome}
        </Link>
      </PageMessage>
    );
  }

  const { item } = state;
  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4 sm:py-8">
      <OfflineNote savedAt={state.offlineSavedAt} />
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-[7fr_5fr] lg:gap-10">
        <ItemMedia key={item.id} item={item} title={itemTitle(item)} />
        <ItemDetails item={item} />
      </div>
      <SimilarListings itemId={item.id} />
    </div>
  );
}
