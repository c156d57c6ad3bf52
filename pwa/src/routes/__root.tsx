/**
 * The root route: the app frame, the 404 page for any path no route matches, and the
 * screen shown when the frame itself fails (every other route's failure is the router's
 * defaultErrorComponent, router.ts, shown inside the frame).
 */
import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { RootLayout } from './-components/root-layout.tsx';
import { RootRouteError } from './-components/route-error.tsx';

export const Route = createRootRoute({
  component: RootLayout,
  // Not lazy: it must show when no chunk can be loaded (offline).
  errorComponent: RootRouteError,
  // Loaded when a path matches nothing: the root route is never split, and a first visit to / has no
  // use for the 404 page, its icon or its title.
  notFoundComponent: lazyRouteComponent(() => import('@pwa/features/not-found/index.ts'), 'NotFoundPage'),
});
