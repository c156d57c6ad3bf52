/**
 * Renders a component inside a real TanStack router (memory history) with the app's search-param
 * rules, plus stub pages for the paths it may navigate to, so tests can read where it went.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { parseSearch, stringifySearch } from '@pwa/lib/search-params.ts';

export async function renderWithRouter(ui: ReactNode, paths: readonly string[] = ['/search', '/dashboard', '/create-listing']) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const children = ['/', ...paths].map((path) => createRoute({ getParentRoute: () => rootRoute, path, component: () => null }));
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    parseSearch,
    stringifySearch,
  });
  await router.load();
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}
