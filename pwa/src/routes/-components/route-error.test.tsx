import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages.ts';
import { routeErrorMessages as t } from '@shared/messages/route-error.ts';
import { NotFoundPage } from '@pwa/features/not-found/index.ts';
import { RootRouteError, RouteError } from './route-error.tsx';

const HOME = 'Home page';
// Paths of the app (Link's types know only those), standing for a page that throws and one whose code never loads.
const BROKEN = '/dashboard';
const UNLOADABLE = '/favorites';

function Broken(): never {
  throw new Error('a page that fails while drawing');
}

/** An app of the router's shape: a frame with a link, a home page, a page that throws, one whose code never loads. */
function renderApp(path: string, { frameThrows = false } = {}) {
  const rootRoute = createRootRoute({
    component: () => {
      if (frameThrows) throw new Error('the frame fails');
      return (
        <>
          <nav>
            <Link to={BROKEN}>Broken</Link>
          </nav>
          <main id="main">
            <Outlet />
          </main>
        </>
      );
    },
    errorComponent: RootRouteError,
    notFoundComponent: NotFoundPage,
  });
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>{HOME}</h1> }),
    createRoute({ getParentRoute: () => rootRoute, path: BROKEN, component: Broken }),
    // What a route chunk that is not on the device does offline.
    createRoute({ getParentRoute: () => rootRoute, path: UNLOADABLE, component: lazyRouteComponent(() => Promise.reject(new Error('chunk not available offline'))) }),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteError,
  });
  render(<RouterProvider router={router} />);
  return router;
}

const errorHeading = () => screen.findByRole('heading', { level: 1, name: t.heading });

describe('the screen in place of a page that could not be shown', () => {
  beforeEach(() => {
    // React, the router and reportError all log the failure; the tests read the screen.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.title = 'Kiraya';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it("says what happened in the page's language, not the router's English", async () => {
    renderApp(BROKEN);
    const heading = await errorHeading();
    expect(screen.getByText(t.text)).toBeTruthy();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    expect(screen.getByRole('button', { name: t.retry })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.home }).getAttribute('href')).toBe('/');
    // Its title is what the route announcer reads; inside the frame, the frame stays.
    expect(document.title).toBe(t.documentTitle);
    expect(heading.closest('main')?.id).toBe('main');
    expect(screen.getByRole('link', { name: 'Broken' })).toBeTruthy();
  });

  it('takes focus to its heading when the failure left focus nowhere (the first page, or the element gone with the page)', async () => {
    renderApp(BROKEN);
    const heading = await errorHeading();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('leaves focus where it is after a navigation from a control still on the page (the announcer names the page)', async () => {
    const router = renderApp('/');
    const link = await screen.findByRole('link', { name: 'Broken' });
    link.focus();
    fireEvent.click(link);
    await errorHeading();
    expect(router.state.location.pathname).toBe(BROKEN);
    expect(document.activeElement).toBe(link);
    expect(document.title).toBe(t.documentTitle);
  });

  it('tries again by reloading the page, and goes home within the app', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    renderApp(BROKEN);
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    expect(reload).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('link', { name: t.home }));
    expect(await screen.findByRole('heading', { name: HOME })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.heading })).toBeNull();
    expect(document.title).toBe('Kiraya');
  });

  it("shows for a page whose code cannot be loaded, saying so when offline", async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    renderApp(UNLOADABLE);
    await errorHeading();
    expect(screen.getByText(t.offlineText)).toBeTruthy();
  });

  it('stands in for the whole frame when the frame itself fails, with a main region of its own', async () => {
    renderApp('/', { frameThrows: true });
    const heading = await errorHeading();
    expect(heading.closest('main')?.id).toBe('main');
    expect(screen.queryByRole('link', { name: 'Broken' })).toBeNull();
  });

  it('leaves a path that matches nothing to the localized 404 page', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: messages.notFound.heading })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.heading })).toBeNull();
  });
});
