/**
 * What a landing page's first screen and its photo preloads draw from, read once per navigation: an
 * item page's listing, a search's or a category's first results. The page never depends on them: what
 * cannot be read (a listing that is gone, a search the list call refuses, a category that does not
 * exist, a database that did not answer) is left out, and the shell goes without it.
 */
import type { Category, Item } from '@shared/api.ts';
import { CATEGORY_PAGE_SIZE, queryString } from '@shared/search-query.ts';
import { AppError } from '../../errors.ts';
import { itemListRequest, listingPageTop, type ItemPageTop, categoryItemPage, categoryPageKey, itemListPage, cachedPage } from '../../modules/items/index.ts';
import { categoryByIdOrSlug } from '../../modules/categories/index.ts';
import type { AppContext } from '../../types.ts';
import type { LandingPage } from '../landing-pages.ts';

/** The search results that show first (with their photos): a phone's first row of cards. */
export const FIRST_RESULTS = 2;

export interface LandingFacts {
  item?: ItemPageTop | undefined;
  /** A category page's category, and how many listings it has. */
  category?: { category: Category; total: number } | undefined;
  results?: Item[];
}

async function itemTop(ctx: AppContext, id: string): Promise<ItemPageTop | undefined> {
  try {
    return await listingPageTop(ctx.db, id);
  } catch (error) {
    ctx.state.log.warn({ err: error }, 'could not read the listing of an item page');
    return undefined;
  }
}

/**
 * The first results of a search page, from the page of results its list call `apiCall` answers. That
 * page is kept in the list cache under the call's address, so the page's own (preloaded) call moments
 * later is answered from it instead of searching again.
 */
async function searchFirstResults(ctx: AppContext, apiCall: string): Promise<Item[]> {
  try {
    const request = itemListRequest(Object.fromEntries(new URL(apiCall, 'http://kiraya.invalid').searchParams));
    const load = () => itemListPage(ctx.db, request);
    const { items } = request.mayCache ? (await cachedPage(ctx.db, apiCall, load)).page : await load();
    return items.slice(0, FIRST_RESULTS);
  } catch (error) {
    // A search the list call refuses (dates in the past) shows its message, not results.
    if (!(error instanceof AppError)) ctx.state.log.warn({ err: error }, 'could not read the first results of a search page');
    return [];
  }
}

/**
 * A category page's category and first results, from the first page of its listings as the page asks
 * for it (category-items.tsx). That page is kept in the list cache under the call's key, so the page's
 * own call moments later is answered from it instead of listing again.
 */
async function categoryFirstResults(ctx: AppContext, slug: string): Promise<LandingFacts> {
  try {
    const category = await categoryByIdOrSlug(ctx.db, slug);
    if (!category) return {};
    const key = categoryPageKey(category.id, queryString({ limit: CATEGORY_PAGE_SIZE }).slice(1));
    const { page } = await cachedPage(ctx.db, key, () => categoryItemPage(ctx.db, { categoryId: category.id }, CATEGORY_PAGE_SIZE, undefined));
    return { category: { category, total: page.total ?? page.items.length }, results: page.items.slice(0, FIRST_RESULTS) };
  } catch (error) {
    ctx.state.log.warn({ err: error }, 'could not read the first results of a category page');
    return {};
  }
}

export async function landingFacts(ctx: AppContext, page: LandingPage): Promise<LandingFacts> {
  if (page.kind === 'item') return { item: await itemTop(ctx, page.id) };
  if (page.kind === 'search' && page.apiCall) return { results: await searchFirstResults(ctx, page.apiCall) };
  // A near-me list's cards are not the category's first page: its first screen would show other listings.
  if (page.kind === 'category' && !page.nearMe) return categoryFirstResults(ctx, page.slug);
  return {};
}
