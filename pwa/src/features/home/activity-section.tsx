/**
 * Your Activity: the signed-in user's recently viewed items (up to 12, no see-more), shown
 * only when there are some. Keyed by user, so one account never sees another's cached list.
 */
import { browseMessages } from '@shared/messages/browse.ts';
import { useAuth } from '@pwa/features/auth/index.ts';
import { ItemGrid, listViewedItems, useItemListQuery } from '@pwa/features/items/index.ts';
import { viewedListKey } from '@pwa/lib/item-cache.ts';
import { SECTION_SHOWN, shownItems } from './section-limits.ts';
import { SectionHeading } from './section-heading.tsx';
import { PAGE_FRAME } from '@shared/ui/page-frame.ts';

const t = browseMessages.sections.activity;

export function ActivitySection() {
  const auth = useAuth();
  const key = auth.status === 'signed-in' ? viewedListKey(auth.user.id) : null;
  const query = useItemListQuery(key, (_cursor, signal) => listViewedItems(SECTION_SHOWN, signal));
  if (query.status !== 'ready' || query.items.length === 0) return null;
  return (
    <section aria-labelledby="section-activity" className={PAGE_FRAME}>
      <SectionHeading id="section-activity" title={t.title} subtitle={t.subtitle} />
      <ItemGrid items={shownItems(query.items)} layout="row" />
    </section>
  );
}
