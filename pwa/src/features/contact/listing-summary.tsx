/** The listing a message is about, on the contact page: its picture, title, price, place and owner. */
import { Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { ItemPrice, itemLocation, itemTitle, ownerCardName, PlaceholderIllustration } from '@pwa/features/items/index.ts';

const t = conversationMessages.contact;

export function ListingSummary({ item }: { item: Item }) {
  const title = itemTitle(item);
  const image = item.imageUrls[0];
  return (
    <section aria-label={t.listing} className="relative flex gap-3 rounded-2xl border border-border bg-surface p-3">
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-surface-muted">
        {image ? <img src={image} alt="" className="size-full object-cover" /> : <PlaceholderIllustration className="size-full" />}
      </div>
      <div className="min-w-0 flex-1">
        <Link to="/item/$id" params={{ id: item.id }} className="line-clamp-2 font-semibold break-words text-fg after:absolute after:inset-0 after:content-[''] hover:underline">
          {title}
        </Link>
        <p className="mt-0.5 flex items-center gap-1 text-sm text-fg-muted">
          <MapPin aria-hidden className="size-3.5 shrink-0" />
          <span className="truncate">{itemLocation(item)}</span>
        </p>
        <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3">
          <ItemPrice item={item} />
          <span className="text-sm text-fg-muted">{ownerCardName(item)}</span>
        </div>
      </div>
    </section>
  );
}
