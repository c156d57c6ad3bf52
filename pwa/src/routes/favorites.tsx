/** /favorites: the listings kept with the heart, from the device. */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { FavouritesPage } from '@pwa/features/favourites/favourites-page.tsx';

export const Route = createFileRoute('/favorites')({ component: FavouritesRoute });

function FavouritesRoute() {
  useDocumentTitle(titleMessages.favourites);
  return <FavouritesPage />;
}
