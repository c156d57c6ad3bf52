/**
 * The 17 categories' names in the page's language. The server names them in English (the
 * categories table); a translation gives each slug its own name, and a category a translation does not
 * know (added later on the server) keeps the server's name. English adds nothing. The descriptions,
 * which only a category's page shows, are category-descriptions.ts, so the home page loads names only.
 */
import { localized, type Copy } from '../locale.ts';

const english: { names: Readonly<Record<string, string>> } = { names: {} };

export type CategoryMessages = Copy<typeof english>;
export const categoryMessages: CategoryMessages = await localized<CategoryMessages>(english, () => import('./hi/first-visit.ts').then((hindi) => ({ default: hindi.categories })));

/** A category's name as this page says it, or as `copy` does (the server, writing in a visitor's language). */
export const categoryName = (category: { slug: string; name: string }, copy: CategoryMessages = categoryMessages): string =>
  copy.names[category.slug] ?? category.name;
