/**
 * /favorites: the listings kept with the heart (favorites live on the device), newest first,
 * drawn from the device so they show offline; a signed-in user's come from every device they use.
 */
import { Link } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { favoritesMessages as t } from '@shared/messages/favorites.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { useFavoriteItems, useFavorites } from '@pwa/features/favorites/index.ts';
import { EmptyState } from '@pwa/ui/empty-state.tsx';
import { ItemGrid } from './item-grid.tsx';
import { PAGE_FRAME } from '@shared/ui/page-frame.ts';

export function FavoritesPage() {
  const ids = useFavorites();
  const items = useFavoriteItems();
  const missing = items ? ids.size - items.length : 0;
  return (
    <div className={PAGE_FRAME}>
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t.title}</h1>
      {ids.size ? <p className="mt-1 text-fg-muted">{t.count(ids.size)}</p> : null}
      <div className="mt-6">
        {items === undefined ? (
          <ItemGrid items={[]} loading loadingLabel={t.loading} />
        ) : ids.size === 0 ? (
          <EmptyState icon={<Heart aria-hidden className="size-7" />} title={t.emptyTitle} text={t.emptyText}>
            <Link to="/" className={buttonClass('primary')}>
              {t.browse}
            </Link>
          </EmptyState>
        ) : (
          <>
            {missing > 0 ? (
              <p role="status" className="mb-4 rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg-muted">
                {t.notOnDevice(missing)}
              </p>
            ) : null}
            <ItemGrid items={items} headingLevel={2} />
          </>
        )}
      </div>
    </div>
  );
}
