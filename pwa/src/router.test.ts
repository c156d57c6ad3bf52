import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router.ts';
import { RootRouteError, RouteError } from './routes/-components/route-error.tsx';
import { Route as RootRoute } from './routes/__root.tsx';

describe("the app's router", () => {
  it("shows the localized error screen for any route's failure, never the router's built-in English one", () => {
    // route-error.test.tsx renders the screens; this checks the app is wired to them.
    expect(createAppRouter().options.defaultErrorComponent).toBe(RouteError);
    expect(RootRoute.options.errorComponent).toBe(RootRouteError);
  });
});
