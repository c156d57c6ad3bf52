/** /favorites: the listings kept with the heart, from the device. */
import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '@pwa/features/favourites/favourites-page.tsx';

export const Route = createFileRoute('/favorites')({ component: FavouritesPage });
