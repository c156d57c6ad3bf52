/** The heart in the header: the favourites page, for visitors and members alike. */
import { Link } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { messages } from '@shared/messages.ts';

export function FavoritesLink() {
  return (
    <Link
      to="/favorites"
      aria-label={messages.header.favorites}
      title={messages.header.favorites}
      className="flex size-11 items-center justify-center rounded-xl text-fg-muted hover:bg-surface-muted hover:text-fg [&.active]:text-primary"
    >
      <Heart aria-hidden className="size-5" />
    </Link>
  );
}
