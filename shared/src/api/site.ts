/** The site as a whole: health, figures for the home page and the reviews of the site. */

export const sitePaths = {
  health: '/api/health',
  /** The process answers (for a process manager's liveness probe: never the database). */
  healthLive: '/api/health/live',
  /** The process can serve: database reachable, migrations current, media storage writable (200, else 503). */
  healthReady: '/api/health/ready',
  websiteReviews: '/api/website-reviews',
  /** Real figures for the home hero: { listings, verifiedUsers, cities }. */
  siteStats: '/api/stats',
} as const;

export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

export interface HealthLive {
  status: 'ok';
}

/** Each dependency as the readiness call found it. */
export interface HealthReady {
  status: 'ready' | 'not-ready';
  database: 'pglite' | 'postgres';
  checks: {
    database: 'ok' | 'failed';
    /** pending: this process's code has migrations the database has not applied yet. */
    migrations: 'ok' | 'pending' | 'failed';
    storage: 'ok' | 'failed';
  };
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
