/**
 * The heart on cards and the item page (spec §4). Its name says what a press will do ("Add … to
 * favorites" / "Remove …"), so screen readers hear the state that the fill shows.
 */
import { Heart } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { toggleFavourite } from './favourites-store.ts';
import { useIsFavourite } from './use-favourites.ts';

interface FavouriteButtonProps {
  id: string;
  title: string;
  className?: string;
}

export function FavouriteButton({ id, title, className = '' }: FavouriteButtonProps) {
  const favourite = useIsFavourite(id);
  const t = messages.browse.favourites;
  return (
    <button
      type="button"
      aria-label={favourite ? t.remove(title) : t.add(title)}
      onClick={() => toggleFavourite(id)}
      className={`flex size-11 items-center justify-center rounded-full bg-surface/90 text-fg shadow-sm backdrop-blur transition hover:text-danger ${className}`}
    >
      <Heart aria-hidden className={`size-5 ${favourite ? 'fill-danger text-danger' : ''}`} />
    </button>
  );
}
