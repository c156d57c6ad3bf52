/** Saved searches: a search a user is told about when a new listing matches it. */

export const savedSearchPaths = {
  /**
   * GET → SavedSearch[]: the signed-in user's saved searches, newest first.
   * POST SavedSearchPayload → 201 SavedSearch (200 with the one already saved when the same search is).
   */
  savedSearches: '/api/saved-searches',
  /** DELETE → 204. */
  savedSearch: (id: string) => `/api/saved-searches/${id}`,
} as const;

/** A saved search as its user sees it: what it asks, as asked, and its last match. */
export interface SavedSearch {
  id: string;
  q: string | null;
  location: string | null;
  categoryId: string | null;
  /** The category's slug and name, for showing it; null without a category. */
  categorySlug: string | null;
  categoryName: string | null;
  /** "LAT,LON" and the radius in km of a near-me search; both null otherwise. */
  near: string | null;
  radiusKm: number | null;
  /** The days the listing must be free (from ≤ d < to), YYYY-MM-DD; both null without days. */
  from: string | null;
  to: string | null;
  createdAt: string;
  /** The newest listing that matched it and when; null until one does. */
  lastMatch: { itemId: string | null; title: string | null; at: string } | null;
}
