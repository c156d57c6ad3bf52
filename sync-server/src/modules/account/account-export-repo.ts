/**
 * The SQL of "Download my data": what every table holds about one account, section by section, in
 * pages (an account with years of messages is read a page at a time), newest last. Other people
 * appear only as the name they show to others; secrets (password hash, session and link tokens,
 * document numbers) never appear.
 */
import type { Knex } from 'knex';

/** Rows read per query: an export streams page by page, never the whole of a large section at once. */
export const EXPORT_PAGE_ROWS = 500;

export type Row = Record<string, unknown>;
/** One section's rows, a page at a time. */
export type Pages = (db: Knex, userId: string) => AsyncGenerator<Row[]>;

/** The name others see of the account `whoSql` picks (the full name, else the username), as `alias`. */
const shownName = (db: Knex, whoSql: string, alias: string, bindings: readonly string[] = []): Knex.Raw =>
  db.raw(`(SELECT COALESCE(NULLIF(trim(u.full_name), ''), u.username) FROM users u WHERE u.id = ${whoSql}) AS "${alias}"`, bindings);

/** A conversation's or booking's rows where the account is either party. */
const ofEitherParty = (db: Knex, table: string, userId: string): Knex.QueryBuilder => db(table).where((party) => party.where({ owner_id: userId }).orWhere({ renter_id: userId }));

/** Which party the account is, as `yourRole`. */
const yourRole = (db: Knex, userId: string): Knex.Raw => db.raw("CASE WHEN owner_id = ? THEN 'owner' ELSE 'renter' END AS \"yourRole\"", [userId]);

function paged(select: (db: Knex, userId: string) => Knex.QueryBuilder): Pages {
  return async function* pages(db, userId) {
    for (let offset = 0; ; offset += EXPORT_PAGE_ROWS) {
      const rows = (await select(db, userId).limit(EXPORT_PAGE_ROWS).offset(offset)) as Row[];
      if (rows.length) yield rows;
      if (rows.length < EXPORT_PAGE_ROWS) return;
    }
  };
}

export const signInProviders = paged((db, userId) =>
  db('user_identities').where({ user_id: userId }).select('issuer', 'email', 'created_at as linkedAt').orderBy(['created_at', 'subject']),
);

export const listings = paged((db, userId) =>
  db('items as i')
    .join('categories as c', 'c.id', 'i.category_id')
    .where({ 'i.owner_id': userId })
    .whereNull('i.deleted_at')
    .select(
      'i.id',
      'i.title',
      'i.description',
      'c.name as category',
      'i.price',
      'i.price_unit as priceUnit',
      'i.is_negotiable as isNegotiable',
      'i.deposit',
      'i.location',
      'i.contact_phone as contactPhone',
      'i.image_urls as photos',
      'i.video_url as video',
      'i.availability',
      'i.view_count as views',
      'i.created_at as createdAt',
      'i.updated_at as updatedAt',
    )
    .orderBy(['i.created_at', 'i.id']),
);

export const favorites = paged((db, userId) =>
  db('favorites as f')
    .join('items as i', 'i.id', 'f.item_id')
    .where({ 'f.user_id': userId, 'f.is_favorite': true })
    .select('f.item_id as listingId', 'i.title', 'f.changed_at as savedAt')
    .orderBy(['f.changed_at', 'f.item_id']),
);

export const recentlyViewed = paged((db, userId) =>
  db('recently_viewed as r')
    .join('items as i', 'i.id', 'r.item_id')
    .where({ 'r.user_id': userId })
    .select('r.item_id as listingId', 'i.title', 'r.viewed_at as viewedAt')
    .orderBy(['r.viewed_at', 'r.item_id']),
);

export const conversations = paged((db, userId) =>
  ofEitherParty(db, 'conversations', userId)
    .select(
      'id',
      'item_id as listingId',
      'item_title as listingTitle',
      yourRole(db, userId),
      shownName(db, 'CASE WHEN conversations.owner_id = ? THEN conversations.renter_id ELSE conversations.owner_id END', 'with', [userId]),
      db.raw('CASE WHEN owner_id = ? THEN owner_blocked ELSE renter_blocked END AS "youBlocked"', [userId]),
      'created_at as startedAt',
    )
    .orderBy(['created_at', 'id']),
);

/** A conversation's messages: the user's own with the contact details they typed, the other party's words only. */
export function messagesOf(conversationId: string): Pages {
  return paged((db, userId) =>
    db('messages')
      .where({ conversation_id: conversationId })
      .select(
        db.raw("CASE WHEN sender_id = ? THEN 'you' ELSE 'them' END AS \"from\"", [userId]),
        'body',
        db.raw('CASE WHEN sender_id = ? THEN contact_name END AS "contactName"', [userId]),
        db.raw('CASE WHEN sender_id = ? THEN contact_email END AS "contactEmail"', [userId]),
        db.raw('CASE WHEN sender_id = ? THEN contact_phone END AS "contactPhone"', [userId]),
        'booking_id as bookingId',
        'created_at as sentAt',
        'read_at as readAt',
      )
      .orderBy(['created_at', 'id']),
  );
}

export const bookings = paged((db, userId) =>
  ofEitherParty(db, 'bookings', userId)
    .select(
      'id',
      'item_id as listingId',
      'item_title as listingTitle',
      yourRole(db, userId),
      'start_date as startDate',
      'end_date as returnDate',
      // A booking by the hour's start and end; null for one by days.
      db.raw('CASE WHEN by_hour THEN starts_at END AS "startsAt"'),
      db.raw('CASE WHEN by_hour THEN ends_at END AS "endsAt"'),
      'status',
      'message',
      'reason',
      'price',
      'price_unit as priceUnit',
      'created_at as requestedAt',
      'updated_at as updatedAt',
    )
    .orderBy(['created_at', 'id']),
);

export const reviewsGiven = paged((db, userId) =>
  db('booking_reviews')
    .where({ reviewer_id: userId })
    .select('booking_id as bookingId', 'reviewer_role as asRole', 'rating', 'review_text as text', 'created_at as createdAt')
    .orderBy(['created_at', 'id']),
);

export const reviewsReceived = paged((db, userId) =>
  db('booking_reviews')
    .where({ reviewee_id: userId })
    .select('booking_id as bookingId', shownName(db, 'booking_reviews.reviewer_id', 'from'), 'rating', 'review_text as text', 'created_at as createdAt')
    .orderBy(['created_at', 'id']),
);

export const siteReviews = paged((db, userId) =>
  db('website_reviews').where({ user_id: userId }).select('rating', 'review_text as text', 'created_at as createdAt').orderBy(['created_at', 'id']),
);

export const notifications = paged((db, userId) =>
  db('notifications')
    .where({ user_id: userId })
    .whereNull('deleted_at')
    .select('type', 'title', 'message', 'is_read as read', 'created_at as createdAt')
    .orderBy(['created_at', 'id']),
);

export const payments = paged((db, userId) =>
  db('payments')
    .where({ user_id: userId })
    .select('tier', 'amount_paise as amountPaise', 'currency', 'status', 'receipt_number as receipt', 'created_at as createdAt', 'paid_at as paidAt')
    .orderBy(['created_at', 'id']),
);

export const plans = paged((db, userId) =>
  db('premium_periods').where({ user_id: userId }).select('tier', 'starts_at as startsAt', 'ends_at as endsAt').orderBy(['starts_at', 'id']),
);

/** Identity documents: their status and the number's last four digits only, never the number. */
export const identityDocuments = paged((db, userId) =>
  db('verification_documents')
    .where({ user_id: userId })
    .select('document_type as type', 'number_last4 as numberEndsWith', 'holder_name as holderName', 'status', 'rejection_reason as rejectionReason', 'submitted_at as submittedAt', 'verified_at as verifiedAt')
    .orderBy(['created_at', 'id']),
);

export const supportRequests = paged((db, userId) =>
  db('support_requests').where({ user_id: userId }).select('message', 'answer', 'created_at as sentAt', 'answered_at as answeredAt').orderBy(['created_at', 'id']),
);

export const savedSearches = paged((db, userId) =>
  db('saved_searches')
    .where({ user_id: userId })
    .select('q as words', 'location', 'category_id as categoryId', 'latitude', 'longitude', 'radius_km as radiusKm', 'from_day as from', 'to_day as to', 'created_at as savedAt', 'last_match_at as lastMatchAt')
    .orderBy(['created_at', 'id']),
);

export const contactTaps = paged((db, userId) =>
  db('contact_interactions as c')
    .leftJoin('items as i', 'i.id', 'c.item_id')
    .where({ 'c.contacter_id': userId })
    .select('c.item_id as listingId', 'i.title', 'c.contact_method as method', 'c.created_at as at')
    .orderBy(['c.created_at', 'c.id']),
);
