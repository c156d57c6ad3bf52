/** Copy of the browsing screens: home sections, item cards, category, search and item pages (spec §2, §8). */
export const browseMessages = {} as const;
