/**
 * What a landing page (landing-pages.ts) is answered with besides the app shell: `Link` preloads of
 * what it would otherwise ask for only once its code has run. The photos first (the page's largest
 * paint), then its first API call, then its route's code (unless it has a first screen, whose code
 * waits for the first paint: app-shell.ts).
 */
import type { LandingFacts } from './first-screen/landing-facts.ts';
import type { LandingPage } from './landing-pages.ts';
import { itemPhotoPreload, searchPhotoPreloads } from './photo-preloads.ts';

/*
 * The API call is preloaded as the page's fetch() makes it (CORS mode, same-origin credentials): the
 * page's own fetch of the same address then takes the preloaded answer instead of asking again.
 */

export const apiPreloadLink = (address: string): string => `<${address}>; rel=preload; as=fetch; crossorigin`;
const modulePreloadLink = (address: string): string => `<${address}>; rel=modulepreload`;

function photoPreloads(facts: LandingFacts): Array<string | undefined> {
  return [itemPhotoPreload(facts.item), ...searchPhotoPreloads(facts.results ?? [])];
}

/**
 * The Link values of `page`, in the order the browser should fetch them; `routeCode` gives its chunks'
 * modulepreloads (none for a page with a first screen: its code loads after the first paint).
 */
export function landingPreloads(page: LandingPage, facts: LandingFacts, routeCode: readonly string[]): string[] {
  const preloads = [...photoPreloads(facts), page.apiCall && apiPreloadLink(page.apiCall), ...routeCode.map(modulePreloadLink)];
  return preloads.filter((link) => link !== undefined);
}
