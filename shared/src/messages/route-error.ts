/**
 * Copy of the screen shown in place of a page that could not be shown: a page's code that
 * did not load (offline, and not saved on this device yet) or a page that failed while drawing. It is
 * part of the app's first chunk, so it can show when nothing else loads; its Hindi comes with the
 * first visit's (hi/first-visit.ts).
 */
import { localized, type Copy } from '../locale.ts';

const english = {
  heading: 'Something went wrong',
  /** The browser tab's title while it shows: what the route announcer reads after a navigation. */
  documentTitle: 'Something went wrong · Kiraya',
  text: 'This page could not be shown. Please try again.',
  offlineText: 'You are offline, and this page is not saved on this device yet. Connect to the internet and try again.',
  retry: 'Try again',
  home: 'Back to Home',
} as const;

export type RouteErrorMessages = Copy<typeof english>;
export const routeErrorMessages: RouteErrorMessages = await localized<RouteErrorMessages>(english, () =>
  import('./hi/first-visit.ts').then((hindi) => ({ default: hindi.routeError })),
);
