/** API paths and the JSON shapes the server returns (spec §3 and §7, DESIGN.md §5). */

export const apiPaths = {
  health: '/api/health',
  authUser: '/api/auth/user',
  register: '/api/register',
  loginEmail: '/api/login/email',
  logout: '/api/logout',
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
  user: (id: string) => `/api/users/${id}`,
  userStats: (id: string) => `/api/users/${id}/stats`,
  userBookingCounts: (id: string) => `/api/users/${id}/booking-counts`,
  /** Every listing of the owner, newest first (the owner also sees unavailable and rented ones). */
  userItems: (id: string) => `/api/users/${id}/items`,
  /** POST {imageCount, itemId} → {uploadUrls, imageUrls}; PUT each photo's bytes to its upload URL. */
  uploadImages: '/api/upload/images',
  /** POST {itemId, contentType, contentLength} → {uploadUrl, videoUrl}; PUT the video's bytes to uploadUrl. */
  uploadVideo: '/api/upload/video',
  /** POST, no body → {uploadURL}; PUT the picture's bytes to it, then PUT profilePicture. */
  profileUploadUrl: '/api/profile/upload-url',
  /** PUT {profileImageUrl: the upload URL without its query} → {objectPath}: the account's new picture. */
  profilePicture: '/api/profile/picture',
  websiteReviews: '/api/website-reviews',
  subscriptionPackages: '/api/subscription-packages',
  /** Real figures for the home hero: { listings, verifiedUsers, cities }. */
  siteStats: '/api/stats',
  /**
   * POST {ids, since?, limit?} → ItemChanges: what changed among the listings a device holds since
   * its last answer, deletions included. A read (POST only because the ids do not fit a URL).
   */
  itemChanges: '/api/items/changes',
  /**
   * GET → FavoriteEntry[]: the signed-in user's favourites and removals (tombstones), each with the
   * time it was set. POST {changes: FavoriteChange[]} → FavoriteEntry[]: merges the changes, the
   * latest changedAt winning, and answers the resulting state of the items sent.
   */
  favorites: '/api/favorites',
} as const;

/** Response header carrying the cursor of the next page of a list (keyset pagination). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
/** Response header carrying the total number of matches of a list, when the call counts them. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** Error codes the API answers with, as kebab-case strings (DESIGN.md §5). */
export type ApiErrorCode =
  | 'invalid-input'
  | 'malformed-json'
  | 'unsupported-media-type'
  | 'payload-too-large'
  | 'not-signed-in'
  | 'forbidden'
  | 'cross-site-request'
  | 'not-found'
  | 'method-not-allowed'
  | 'username-taken'
  | 'email-taken'
  | 'invalid-credentials'
  | 'throttled'
  | 'conflict'
  | 'idempotency-mismatch'
  | 'upload-url-expired'
  | 'storage-unavailable'
  | 'idempotency-in-flight'
  | 'internal-error';

export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  fields?: Record<string, string>;
}

export type UserRole = 'user' | 'admin';

export interface User {
  id: string;
  username: string;
  email: string;
  fullName: string | null;
  location: string | null;
  phone: string | null;
  /** The profile phone shows on the user's listings only when this is on (off by default). */
  showPhoneOnListings: boolean;
  profileImageUrl: string | null;
  isVerified: boolean;
  role: UserRole;
  premiumTier: string;
  premiumExpiresAt: string | null;
  createdAt: string;
}

export interface Category {
  id: string;
  name: string;
  slug: string;
  description: string | null;
}

export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

export type PriceUnit = 'hour' | 'day' | 'week' | 'month';
export const PRICE_UNITS: readonly PriceUnit[] = ['hour', 'day', 'week', 'month'];

/** available: green dot; rented: red; unavailable: grey (spec §4). */
export type Availability = 'available' | 'rented' | 'unavailable';

export interface ItemOwner {
  fullName: string | null;
  profileImageUrl: string | null;
  /** The owner's profile phone, only when they chose to show it on their listings; else null. */
  phone: string | null;
  isVerified: boolean;
}

/** A listing as the API returns it (spec §3 Item). Money is a decimal string, never a float. */
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
  moderationStatus: string;
  rejectionReason: string | null;
  owner: ItemOwner;
  /** Real average of reviews of completed rentals; null with reviewCount 0 until there are any. */
  averageRating: number | null;
  reviewCount: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * Query of GET /api/items. filter=recent|featured|popular are spec §7's recent=true / featured=true
 * (both spellings are accepted). Pages come `limit` at a time (default 20, at most 100); the next page
 * is asked for with the cursor from the NEXT_CURSOR_HEADER of the previous answer.
 */
export interface ListItemsQuery {
  q?: string;
  location?: string;
  filter?: 'recent' | 'featured' | 'popular';
  categoryId?: string;
  limit?: number;
  cursor?: string;
}

/** Public profile (GET /api/users/{id}); email and phone only for the user themself or an admin. */
export interface PublicUser {
  id: string;
  username: string;
  fullName: string | null;
  location: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  createdAt: string;
  email?: string;
  phone?: string | null;
  showPhoneOnListings?: boolean;
}

export interface UserStats {
  totalListings: number;
  totalViews: number;
  /** null until the user has reviews ("No reviews yet"). */
  averageRating: number | null;
  reviewCount: number;
}

/** Item id → number of booking requests for it. */
export type BookingCounts = Record<string, number>;

export interface WebsiteReview {
  id: string;
  rating: number;
  reviewText: string;
  userName: string;
  userAvatar: string | null;
  createdAt: string;
}

export interface PremiumPackage {
  id: string;
  tier: 'free' | 'monthly' | 'yearly';
  name: string;
  priceInr: string;
  features: string[];
  maxPhotos: number;
  maxVideoSizeMb: number;
}

export interface SiteStats {
  listings: number;
  verifiedUsers: number;
  cities: number;
}

/** POST /api/upload/images. */
export interface ImageUploads {
  uploadUrls: string[];
  imageUrls: string[];
}

/** POST /api/upload/video. */
export interface VideoUpload {
  uploadUrl: string;
  videoUrl: string;
}

/** POST /api/profile/upload-url (the spec spells it uploadURL). */
export interface ProfileUploadUrl {
  uploadURL: string;
}

/** What a PUT to an upload URL answers, by kind of upload. */
export interface UploadedImage {
  imageUrl: string;
}
export interface UploadedVideo {
  videoUrl: string;
}
/** Also the answer of PUT /api/profile/picture: where the new picture is served. */
export interface UploadedProfilePicture {
  objectPath: string;
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

/** One favourite toggle made on a device. */
export interface FavoriteChange {
  itemId: string;
  /** true: added to favourites; false: removed. */
  favorite: boolean;
  /** When the user toggled it, by the device's clock (ISO 8601); the latest change wins. */
  changedAt: string;
}

/** The account's state of one item: a favourite, or a removal kept so other devices learn of it. */
export type FavoriteEntry = FavoriteChange;

/** Body of POST /api/favorites: at most 500 changes; an item may appear more than once. */
export interface FavoriteChangesRequest {
  changes: FavoriteChange[];
}
