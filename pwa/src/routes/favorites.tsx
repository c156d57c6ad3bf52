/** /favorites: the listings kept with the heart, from the device. */
import { createFileRoute } from '@tanstack/react-router';
import { FavoritesPage } from '@pwa/features/favorites/favorites-page.tsx';

export const Route = createFileRoute('/favorites')({ component: FavoritesPage });
