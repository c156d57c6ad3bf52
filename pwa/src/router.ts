/**
 * The app's router: the generated route tree, plain query strings, preloading on intent, and the
 * localized screen in place of any page that could not be shown (a route chunk that did not load
 * offline, a page that failed while drawing), instead of the router's built-in English one.
 */
import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { parseSearch, stringifySearch } from './lib/search-params.ts';
import { RouteError } from './routes/-components/route-error.tsx';
import { routeTree } from './routeTree.gen.ts';

/** `history` may be made ahead (main.tsx makes it in a task of its own); by default, the browser's. */
export function createAppRouter(history: RouterHistory = createBrowserHistory()) {
  return createRouter({
    routeTree,
    history,
    parseSearch,
    stringifySearch,
    defaultPreload: canHover() ? 'intent' : false,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
  });
}

/**
 * Whether the main pointer can hover (a mouse): then a link's page is preloaded on hover and focus. A
 * touch screen preloads nothing ahead: the router would do it inside the touchstart, delaying the paint
 * that answers the tap by tens of milliseconds on a budget phone, and the click that follows a moment
 * later loads the page anyway.
 */
function canHover(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover)').matches;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
