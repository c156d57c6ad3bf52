/**
 * What a landing page (landing-pages.ts) is answered with besides the app shell: `Link` preloads of
 * what it would otherwise ask for only once its code has run. The photos first (the page's largest
 * paint), then its first API call, then its route's code.
 *
 * The API call is preloaded as the page's fetch() makes it (CORS mode, same-origin credentials): the
 * page's own fetch of the same address then takes the preloaded answer instead of asking again.
 */
import type { AppContext } from '../types.ts';
import type { LandingPage } from './landing-pages.ts';
import { itemPhotoPreload, searchPhotoPreloads } from './photo-preloads.ts';

export const apiPreloadLink = (address: string): string => `<${address}>; rel=preload; as=fetch; crossorigin`;

async function photoPreloads(ctx: AppContext, page: LandingPage): Promise<Array<string | undefined>> {
  if (page.kind === 'item') return [await itemPhotoPreload(ctx, page.id)];
  if (page.kind === 'search' && page.apiCall) return searchPhotoPreloads(ctx, page.apiCall);
  return [];
}

/** The Link values of `page`, in the order the browser should fetch them; `routeCode` gives its chunks' modulepreloads. */
export async function landingPreloads(ctx: AppContext, page: LandingPage, routeCode: (page: LandingPage) => string[]): Promise<string[]> {
  const preloads = [...(await photoPreloads(ctx, page)), page.apiCall && apiPreloadLink(page.apiCall), ...routeCode(page)];
  return preloads.filter((link) => link !== undefined);
}
