/** The app's router: the generated route tree, plain query strings, preloading on intent. */
import { createRouter } from '@tanstack/react-router';
import { parseSearch, stringifySearch } from './lib/search-params.ts';
import { routeTree } from './routeTree.gen.ts';

export function createAppRouter() {
  return createRouter({
    routeTree,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
