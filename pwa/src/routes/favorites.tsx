/** /favorites: the listings kept with the heart, from the device. */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { FavoritesPage } from '@pwa/features/items/pages.ts';

export const Route = createFileRoute('/favorites')({ component: FavoritesRoute });

function FavoritesRoute() {
  useDocumentTitle(titleMessages.favorites);
  return <FavoritesPage />;
}
