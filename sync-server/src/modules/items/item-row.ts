/** The columns an item is read with (joined with its category, owner and ratings) and their mapping to JSON. */
import type { Knex } from 'knex';
import type { Availability, Item, ListingModerationStatus, PriceUnit } from '@shared/api.ts';

export interface ItemRow {
  id: string;
  owner_id: string;
  category_id: string;
  category_name: string;
  category_slug: string;
  title: string;
  description: string;
  price: string | null;
  price_unit: PriceUnit | null;
  is_negotiable: boolean;
  location: string | null;
  contact_phone: string | null;
  image_urls: string[];
  video_url: string | null;
  is_verified: boolean;
  is_featured: boolean;
  availability: Availability;
  view_count: number;
  min_rental_duration: number;
  max_rental_duration: number | null;
  deposit: string | null;
  moderation_status: ListingModerationStatus;
  rejection_reason: string | null;
  owner_full_name: string | null;
  owner_avatar: string | null;
  owner_phone: string | null;
  owner_is_verified: boolean;
  average_rating: number | null;
  review_count: number;
  owner_average_rating: number | null;
  owner_review_count: number;
  latitude: number | null;
  longitude: number | null;
  available_from: string | null;
  available_until: string | null;
  created_at: Date;
  updated_at: Date;
  /** Present in near-me searches: metres from the search's point (earth_distance). */
  distance_m?: number;
  /** Present in ranked searches: the relevance the keyset cursor continues from. */
  rank?: number;
  /** Present in ranked searches: the owner's verification as the search sorted by it (items.owner_verified). */
  owner_verified?: boolean;
}

/**
 * Whether an owner (the users row `u`) is on a paid plan at the time bound to the one `?`: the premium
 * rule the app and the plan limits follow too (a tier other than free that has not expired). The
 * tier and its end are derived from the paid periods at every purchase and at start, so a plan
 * that runs out stops counting the moment it ends, with no job to run.
 */
export const ACTIVE_PLAN_SQL = "(u.premium_tier <> 'free' AND (u.premium_expires_at IS NULL OR u.premium_expires_at > ?::timestamptz))";

/**
 * A listing is featured while its owner's paid plan is active (Featured placement is what the plans
 * sell), or when it was featured by hand (is_featured: the demo data's picks). One `?`: the time.
 */
export const FEATURED_SQL = `(i.is_featured OR ${ACTIVE_PLAN_SQL})`;

/**
 * A listing others may see: not hidden by a moderator, its owner not suspended (deleted ones are
 * left out by every query already). Its owner and administrators still see it, with why it is hidden.
 */
export const LISTED_SQL = "i.moderation_status = 'approved'";

/**
 * A query over live (not deleted) items with everything toItem needs; `at` is the time a paid plan
 * must still run at for the listing to be featured (the server's clock).
 */
export function selectItems(db: Knex, at: Date): Knex.QueryBuilder {
  return db('items as i')
    .join('categories as c', 'c.id', 'i.category_id')
    .join('users as u', 'u.id', 'i.owner_id')
    // Per item, through the booking_reviews_item_idx index: cost grows with a page, not with all reviews.
    .joinRaw(
      "LEFT JOIN LATERAL (SELECT avg(rating)::float8 AS average_rating, count(*)::int AS review_count FROM booking_reviews WHERE item_id = i.id AND reviewer_role = 'renter') r ON true",
    )
    // The owner's rating across their listings (the owner card), through the (reviewee_id, reviewer_role) index.
    .joinRaw(
      "LEFT JOIN LATERAL (SELECT avg(rating)::float8 AS owner_average_rating, count(*)::int AS owner_review_count FROM booking_reviews WHERE reviewee_id = i.owner_id AND reviewer_role = 'renter') orv ON true",
    )
    .whereNull('i.deleted_at')
    .select(
      'i.id', 'i.owner_id', 'i.category_id', 'i.title', 'i.description', 'i.price', 'i.price_unit', 'i.is_negotiable',
      'i.location', 'i.contact_phone', 'i.image_urls', 'i.video_url', 'i.is_verified', 'i.availability',
      'i.view_count', 'i.min_rental_duration', 'i.max_rental_duration', 'i.deposit', 'i.moderation_status',
      'i.rejection_reason', 'i.latitude', 'i.longitude', 'i.available_from', 'i.available_until', 'i.created_at', 'i.updated_at',
      'c.name as category_name', 'c.slug as category_slug',
      'u.full_name as owner_full_name', 'u.profile_image_url as owner_avatar',
      'u.is_verified as owner_is_verified', 'r.average_rating', 'r.review_count', 'orv.owner_average_rating', 'orv.owner_review_count',
      // The profile phone is private unless its owner chose to show it on their listings.
      db.raw('CASE WHEN u.show_phone_on_listings THEN u.phone END AS owner_phone'),
      db.raw(`${FEATURED_SQL} AS is_featured`, [at]),
    );
}

/** numeric columns arrive as decimal strings; keep them strings (money is never a float). */
const money = (value: string | number | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.toFixed(2);

const rating = (value: unknown): number | null => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);

export function toItem(row: ItemRow): Item {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: money(row.price),
    priceUnit: row.price_unit,
    isNegotiable: row.is_negotiable,
    categoryId: row.category_id,
    categoryName: row.category_name,
    categorySlug: row.category_slug,
    location: row.location,
    contactPhone: row.contact_phone,
    imageUrls: row.image_urls ?? [],
    videoUrl: row.video_url,
    ownerId: row.owner_id,
    ownerName: row.owner_full_name,
    ownerAvatar: row.owner_avatar,
    isVerified: row.is_verified,
    isFeatured: row.is_featured,
    isAvailable: row.availability === 'available',
    availability: row.availability,
    viewCount: Number(row.view_count),
    minRentalDuration: row.min_rental_duration,
    maxRentalDuration: row.max_rental_duration,
    deposit: money(row.deposit),
    moderationStatus: row.moderation_status,
    rejectionReason: row.rejection_reason,
    owner: {
      fullName: row.owner_full_name,
      profileImageUrl: row.owner_avatar,
      phone: row.owner_phone,
      isVerified: row.owner_is_verified,
      averageRating: rating(row.owner_average_rating),
      reviewCount: Number(row.owner_review_count ?? 0),
    },
    averageRating: rating(row.average_rating),
    reviewCount: Number(row.review_count ?? 0),
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    availableFrom: row.available_from,
    availableUntil: row.available_until,
    ...(row.distance_m === undefined || row.distance_m === null ? {} : { distanceKm: Math.round(Number(row.distance_m) / 100) / 10 }),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
