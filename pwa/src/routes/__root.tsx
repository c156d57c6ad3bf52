/** The root route: the app frame, and the 404 page for any path no route matches (spec §2). */
import { createRootRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@pwa/features/not-found/index.ts';
import { RootLayout } from './-components/root-layout.tsx';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
