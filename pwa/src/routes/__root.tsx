/** The root route: the app frame, and the 404 page for any path no route matches (spec §2). */
import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { RootLayout } from './-components/root-layout.tsx';

export const Route = createRootRoute({
  component: RootLayout,
  // Loaded when a path matches nothing: the root route is never split, and a first visit to / has no
  // use for the 404 page, its icon or its title (DESIGN.md §11).
  notFoundComponent: lazyRouteComponent(() => import('@pwa/features/not-found/index.ts'), 'NotFoundPage'),
});
