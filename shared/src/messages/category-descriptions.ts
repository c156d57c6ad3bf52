/**
 * The categories' descriptions in the page's language, by slug as their names are
 * (categories.ts); a category a translation does not know keeps the server's description.
 */
import { localized, type Copy } from '../locale.ts';

const english: { descriptions: Readonly<Record<string, string>> } = { descriptions: {} };

export type CategoryDescriptionMessages = Copy<typeof english>;
export const categoryDescriptionMessages: CategoryDescriptionMessages = await localized<CategoryDescriptionMessages>(english, () =>
  import('./hi/category-descriptions.ts'),
);

/**
 * A category's description as this page says it, or as `copy` does (the server, writing in a visitor's
 * language); null when the server has none and no translation does.
 */
export const categoryDescription = (
  category: { slug: string; description: string | null },
  copy: CategoryDescriptionMessages = categoryDescriptionMessages,
): string | null => copy.descriptions[category.slug] ?? category.description;
