/**
 * The heart on cards and the item page. Its name says what a press will do ("Add … to
 * favorites" / "Remove …"), so screen readers hear the state that the fill shows.
 */
import { Heart } from 'lucide-react';
import { browseMessages } from '@shared/messages/browse.ts';
import { toggleFavorite } from './favorites-store.ts';
import { useIsFavorite } from './use-favorites.ts';

interface FavoriteButtonProps {
  id: string;
  title: string;
  className?: string;
}

export function FavoriteButton({ id, title, className = '' }: FavoriteButtonProps) {
  const favorite = useIsFavorite(id);
  const t = browseMessages.favorites;
  return (
    <button
      type="button"
      aria-label={favorite ? t.remove(title) : t.add(title)}
      onClick={() => toggleFavorite(id)}
      className={`flex size-11 items-center justify-center rounded-full bg-surface/90 text-fg shadow-sm backdrop-blur transition hover:text-danger ${className}`}
    >
      <Heart aria-hidden className={`size-5 ${favorite ? 'fill-danger text-danger' : ''}`} />
    </button>
  );
}
