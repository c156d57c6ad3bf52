/** The item's real rating, "★ 4.3 (12)" with its figures in the page's language (item-text.ts), or "No reviews yet". */
import { Star } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { ratingText } from './item-text.ts';

export function ItemRating({ item, className = '' }: { item: Pick<Item, 'averageRating' | 'reviewCount'>; className?: string }) {
  const rating = ratingText(item);
  if (!rating.reviewed) return <p className={`text-xs text-fg-muted ${className}`}>{rating.text}</p>;
  return (
    <p className={`flex items-center gap-1 text-xs text-fg-muted ${className}`}>
      <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
      <span aria-hidden>
        <span className="font-semibold text-fg">{rating.average}</span> ({rating.count})
      </span>
      <span className="sr-only">{rating.label}</span>
    </p>
  );
}
