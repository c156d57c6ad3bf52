/** /category/{slug}: the category's listings (near-me's when it is on), or "Category Not Found" with a way home. */
import { Link } from '@tanstack/react-router';
import { CloudOff, SearchX } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { useFirstScreenDone } from '@pwa/ui/first-screen.ts';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import type { NearParams } from '@pwa/features/near-me/index.ts';
import { CategoryItems } from './category-items.tsx';
import { useCategory } from './use-category.ts';
import { categoryName } from '@shared/messages/categories.ts';

const t = browseMessages.category;

export function CategoryPage({ slug, near, radiusKm }: { slug: string } & NearParams) {
  const state = useCategory(slug);
  // A page that turns out to say "not found" or "offline" takes the server's first screen away too.
  useFirstScreenDone(state.status === 'not-found' || state.status === 'offline');
  useDocumentTitle(
    state.status === 'ready' ? titleMessages.category(categoryName(state.category)) : state.status === 'not-found' ? titleMessages.categoryNotFound : null,
  );
  if (state.status === 'loading') return <PageMessage busy title={t.loading} />;
  if (state.status === 'ready') return <CategoryItems key={state.category.id} category={state.category} slug={slug} near={near} radiusKm={radiusKm} />;
  const offline = state.status === 'offline';
  return (
    <PageMessage
      icon={offline ? <CloudOff aria-hidden className="size-7" /> : <SearchX aria-hidden className="size-7" />}
      title={offline ? browseMessages.item.offlineTitle : t.notFound}
      text={offline ? messages.errors.network : t.notFoundText}
    >
      <Link to="/" className={buttonClass('primary')}>
        {t.backHome}
      </Link>
    </PageMessage>
  );
}
