/**
 * Item detail for /item/{id} and /items/{id}: loading, not found, offline, or the item with
 * its media, details, reviews and similar listings. Opening it records one view.
 */
import { useDeferredValue } from 'react';
import { Link } from '@tanstack/react-router';
import { CloudOff, SearchX } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { AfterFirstScreen } from '@pwa/ui/after-first-screen.tsx';
import { useFirstScreenDone } from '@pwa/ui/first-screen.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { ItemDetails } from './item-details.tsx';
import { ItemMedia } from './item-media.tsx';
import { ItemReviewsSection } from './item-reviews-section.tsx';
import { itemTitle } from './item-text.ts';
import { OfflineNote } from '@pwa/ui/offline-note.tsx';
import { SimilarListings } from './similar-listings.tsx';
import { useItem } from './use-item.ts';
import { useRecordView } from './use-record-view.ts';
import { PAGE_FRAME } from '@shared/ui/page-frame.ts';

const t = browseMessages.item;

export function ItemPage({ id }: { id: string }) {
  // The listing arrives from the device's database, whose answer React would otherwise draw in one
  // uninterruptible pass (a quarter of a second under Lighthouse's slowdown): deferred, the page is
  // drawn in slices that leave the main thread free between them.
  const state = useDeferredValue(useItem(id));
  useRecordView(id, state.status === 'ready' && state.onServer);
  useDocumentTitle(itemPageTitle(state));
  useFirstScreenDone(state.status !== 'loading');

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
    <div className={PAGE_FRAME}>
      <OfflineNote savedAt={state.offlineSavedAt} />
      {/* grid-cols-1 (minmax(0, 1fr)) and minmax(0, …) tracks: the columns never grow past the page for their content. */}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10">
        <ItemMedia key={item.id} item={item} title={itemTitle(item)} />
        <ItemDetails item={item} />
      </div>
      <AfterFirstScreen>
        <ItemReviewsSection item={item} />
        <SimilarListings itemId={item.id} />
      </AfterFirstScreen>
    </div>
  );
}

/** The tab's title: the listing's own, "Item not found", or none yet while it loads or is unknown offline. */
function itemPageTitle(state: ReturnType<typeof useItem>): string | null {
  if (state.status === 'ready') return titleMessages.item(itemTitle(state.item));
  return state.status === 'not-found' ? titleMessages.itemNotFound : null;
}
