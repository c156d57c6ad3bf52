/** Listings and categories: their paths and shapes, and the changes a phone syncs its held listings by. */
import type { ListingModerationStatus } from './reports.ts';

export const itemPaths = {
  categories: '/api/categories',
  /** GET: list (query: ListItemsQuery), POST: create. */
  items: '/api/items',
  item: (id: string) => `/api/items/${id}`,
  /** POST, no body: records that the viewer opened the item (once per viewer per day). */
  itemView: (id: string) => `/api/items/${id}/view`,
  itemSimilar: (id: string) => `/api/items/${id}/similar`,
  itemsByCategory: (categoryId: string) => `/api/items/category/${categoryId}`,
  /** The signed-in user's recently viewed items (query: limit, default 12); 401 when signed out. */
  itemsViewed: '/api/items/viewed/user',
  /** Every listing of the owner, newest first (the owner also sees unavailable and rented ones). */
  userItems: (id: string) => `/api/users/${id}/items`,
  /**
   * POST {ids, since?, limit?} → ItemChanges: what changed among the listings a device holds since
   * its last answer, deletions included. A read (POST only because the ids do not fit a URL).
   */
  itemChanges: '/api/items/changes',
} as const;

export interface Category {
  id: string;
  name: string;
  slug: string;
  description: string | null;
}

export type PriceUnit = 'hour' | 'day' | 'week' | 'month';

export const PRICE_UNITS: readonly PriceUnit[] = ['hour', 'day', 'week', 'month'];

/** available: green dot; rented: red; unavailable: grey. */
export type Availability = 'available' | 'rented' | 'unavailable';

export interface ItemOwner {
  fullName: string | null;
  profileImageUrl: string | null;
  /** The owner's profile phone, only when they chose to show it on their listings; else null. */
  phone: string | null;
  isVerified: boolean;
  /** The owner's rating: the average of renters' reviews of all their listings; null with count 0. */
  averageRating: number | null;
  reviewCount: number;
}

/** A listing as the API returns it. Money is a decimal string, never a float. */
export interface Item {
  id: string;
  title: string;
  description: string;
  price: string | null;
  priceUnit: PriceUnit | null;
  isNegotiable: boolean;
  categoryId: string;
  categoryName: string;
  categorySlug: string;
  location: string | null;
  contactPhone: string | null;
  imageUrls: string[];
  videoUrl: string | null;
  ownerId: string;
  ownerName: string | null;
  ownerAvatar: string | null;
  isVerified: boolean;
  isFeatured: boolean;
  isAvailable: boolean;
  availability: Availability;
  viewCount: number;
  minRentalDuration: number;
  maxRentalDuration: number | null;
  deposit: string | null;
  /** Whether others see it (ListingModerationStatus); rejectionReason: why a moderator hid it. */
  moderationStatus: ListingModerationStatus;
  rejectionReason: string | null;
  owner: ItemOwner;
  /** Real average of reviews of completed rentals; null with reviewCount 0 until there are any. */
  averageRating: number | null;
  reviewCount: number;
  /**
   * The listing's place on the map in degrees, to two decimals (about a kilometre): the owner's point,
   * else the city its location names; null when it names none (it is then left out of near-me search).
   */
  latitude: number | null;
  longitude: number | null;
  /**
   * A listing priced per hour: the India hours ("HH:MM", "24:00" for midnight) between which renters
   * book it by the hour; both null when the owner set none (then any hour of the day).
   */
  availableFrom: string | null;
  availableUntil: string | null;
  /** Only in a near-me search's answer: how far the listing is from the search's point, in km (one decimal). */
  distanceKm?: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * Query of GET /api/items. filter=recent|featured|popular may also be written recent=true /
 * featured=true (both spellings are accepted). Pages come `limit` at a time (default 20, at most 100); the next page
 * is asked for with the cursor from the NEXT_CURSOR_HEADER of the previous answer.
 */
export interface ListItemsQuery {
  q?: string;
  location?: string;
  filter?: 'recent' | 'featured' | 'popular';
  categoryId?: string;
  /** With `to`: only listings free for every day from ≤ d < to (no accepted booking, no blocked day). */
  from?: string;
  to?: string;
  /** "LAT,LON": only listings within radiusKm (5, 10, 25, 50 or 100; 25 when not given) of the point, nearest first. */
  near?: string;
  radiusKm?: number;
  limit?: number;
  cursor?: string;
}

/** Body of POST /api/items/changes. */
export interface ItemChangesRequest {
  /** The listing ids the device holds (at most 1,000); ids the server does not know are ignored. */
  ids: string[];
  /** `cursor` of the previous answer; omitted the first time (every held listing comes back). */
  since?: string | null;
  /** Changes per answer: default 100, at most 200. */
  limit?: number;
}

/** Answer of POST /api/items/changes. */
export interface ItemChanges {
  /** Held listings changed since the cursor, as GET /api/items/{id} returns them, oldest change first. */
  items: Item[];
  /** Held listings deleted since the cursor: drop them from the device. */
  deletedIds: string[];
  /** Send as `since` next time (and at once while hasMore). */
  cursor: string;
  /** More changes follow: ask again now with `cursor`. */
  hasMore: boolean;
}
