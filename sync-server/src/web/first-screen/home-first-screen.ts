/**
 * The home page's first screen: the hero's heading and Hindi tagline (the page's largest paint), where
 * home-hero.tsx draws them. Its search box and figures come with the app, below them.
 */
import { html, type Html } from '../html.ts';
import type { FirstScreenCopy } from './first-screen-copy.ts';

export function homeFirstScreen(copy: FirstScreenCopy): Html {
  const brand = copy.core.brand;
  return html`<section class="bg-linear-to-b from-primary-soft to-bg"><div class="mx-auto max-w-7xl px-3 pt-8 pb-6 text-center sm:px-4 sm:pt-14 sm:pb-10"><h1 class="text-3xl font-extrabold tracking-tight text-balance text-fg sm:text-5xl">${brand.tagline}</h1><p lang="hi" class="mt-3 text-lg font-medium text-balance text-primary sm:text-2xl">${brand.hindiTagline}</p></div></section>`;
}
