/** The site as a whole: health, figures for the home page and the reviews of the site. */

export const sitePaths = {
  health: '/api/health',
  websiteReviews: '/api/website-reviews',
  /** Real figures for the home hero: { listings, verifiedUsers, cities }. */
  siteStats: '/api/stats',
} as const;

export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

export interface WebsiteReview {
  id: string;
  rating: number;
  reviewText: string;
  userName: string;
  userAvatar: string | null;
  createdAt: string;
}

export interface SiteStats {
  listings: number;
  verifiedUsers: number;
  cities: number;
}
