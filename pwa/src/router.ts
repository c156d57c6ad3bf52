/**
 * The app's router: the generated route tree, plain query strings, preloading on intent, and the
 * localized screen in place of any page that could not be shown (a route chunk that did not load
 * offline, a page that failed while drawing), instead of the router's built-in English one.
 */
import { createRouter } from '@tanstack/react-router';
import { parseSearch, stringifySearch } from './lib/search-params.ts';
import { RouteError } from './routes/-components/route-error.tsx';
import { routeTree } from './routeTree.gen.ts';

export function createAppRouter() {
  return createRouter({
    routeTree,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
