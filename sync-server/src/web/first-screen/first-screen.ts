/**
 * A landing page's first screen, written by the server into the app shell: the top of the page as the
 * app will draw it, in the visitor's language, so a first visit on a slow link shows the listing (the
 * home page's heading, a search's or a category's first results) before the app's code has arrived, and
 * the page's largest paint is found in the HTML.
 */
import type { Locale } from '@shared/locale.ts';
import { hasSignedInHint } from '@shared/signed-in-hint.ts';
import type { AppContext } from '../../types.ts';
import { html, type Html } from '../html.ts';
import type { LandingPage } from '../landing-pages.ts';
import { categoryFirstScreen } from './category-first-screen.ts';
import { firstScreenCopy, type FirstScreenCopy } from './first-screen-copy.ts';
import { firstScreenHeader } from './first-screen-header.ts';
import { homeFirstScreen } from './home-first-screen.ts';
import { itemFirstScreen } from './item-first-screen.ts';
import type { LandingFacts } from './landing-facts.ts';
import { searchFirstScreen } from './search-first-screen.ts';

/*
 * The app draws its own page under it and takes it away once that page is ready
 * (pwa/src/ui/first-screen.ts). It is a picture, `inert` and hidden from screen readers: nothing typed
 * or tapped into it is lost, no reader meets a page twice, and the app's own controls (and its page for
 * screen readers) come with the app.
 */

function pageBody(page: LandingPage, facts: LandingFacts, copy: FirstScreenCopy): Html | undefined {
  if (page.kind === 'home') return homeFirstScreen(copy);
  if (page.kind === 'item' && facts.item) return itemFirstScreen(copy, facts.item);
  if (page.kind === 'search' && facts.results?.length) return searchFirstScreen(copy, page.query, facts.results);
  if (page.kind === 'category' && facts.category && facts.results?.length) return categoryFirstScreen(copy, facts.category.category, facts.category.total, facts.results);
  return undefined;
}

export interface FirstScreen {
  html: Html;
  locale: Locale;
}

/** The first screen of `page`, or undefined for a page that has none (or a listing that is gone: the app says so). */
export function firstScreen(ctx: AppContext, page: LandingPage, facts: LandingFacts): FirstScreen | undefined {
  const copy = firstScreenCopy(ctx);
  const body = pageBody(page, facts, copy);
  if (!body) return undefined;
  // A search page's header box shows its words, as header-search.tsx does.
  const query = page.kind === 'search' ? (page.query.q ?? '') : '';
  const header = firstScreenHeader(copy, { signedIn: hasSignedInHint(ctx.get('Cookie')), query });
  return { html: html`<div id="first-screen" data-page="${page.kind}" lang="${copy.locale}" inert aria-hidden="true">${header}<main>${body}</main></div>`, locale: copy.locale };
}
