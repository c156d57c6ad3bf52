/** API paths and the JSON shapes the server returns (spec §3 and §7, DESIGN.md §5). */
import type { DayRange } from './booking-days.ts';
import type { Locale } from './locale.ts';
import type { NotificationEvent } from './schemas/notification.ts';

export type { DayRange } from './booking-days.ts';

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
  /** PUT { locale }: the account's language (issue 15); answers the User. */
  userLocale: (id: string) => `/api/users/${id}/locale`,
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
  /** POST ContactInteractionPayload → 201 {id}: a WhatsApp, call or message click (spec §7); signed out too. */
  contactInteractions: '/api/contact-interactions',
  /** POST SendMessagePayload → 201 Message: the contact page's send; starts or continues the sender's conversation about the listing. */
  messages: '/api/messages',
  /** GET → Conversation[]: the user's conversations as renter and as owner, newest activity first. */
  conversations: '/api/conversations',
  /** GET (query: limit, cursor; NEXT_CURSOR_HEADER) → Message[] newest first; POST ReplyPayload → 201 Message. */
  conversationMessages: (id: string) => `/api/conversations/${id}/messages`,
  /** PUT, no body → Conversation: everything the other side wrote so far is read. */
  conversationRead: (id: string) => `/api/conversations/${id}/read`,
  /** PUT, no body → Conversation: the other side can no longer message or alert this user here. DELETE: unblocks. */
  conversationBlock: (id: string) => `/api/conversations/${id}/block`,
  /** GET → AppNotification[] newest first (spec §7). */
  notifications: '/api/notifications',
  /** GET → UnreadCounts. */
  notificationsUnreadCount: '/api/notifications/unread-count',
  /** PUT, empty body → AppNotification. */
  notificationRead: (id: string) => `/api/notifications/${id}/read`,
  /** PUT, empty body → { updated: number }. */
  notificationsMarkAllRead: '/api/notifications/mark-all-read',
  /** DELETE → 204. */
  notification: (id: string) => `/api/notifications/${id}`,
  /**
   * GET (query: since?, limit?) → InboxChanges: everything of the account's conversations, messages
   * and notifications that changed since the cursor, so a phone that was offline catches up with one call.
   */
  inboxChanges: '/api/inbox/changes',
  /** GET → { publicKey }: the VAPID application server key (base64url). */
  pushPublicKey: '/api/push/public-key',
  /** POST PushSubscriptionPayload → 201; DELETE { endpoint } → 204 (this device's alerts off). */
  pushSubscriptions: '/api/push/subscriptions',
  /**
   * POST CreateBookingPayload → 201 Booking (status pending; also a message in the conversation about
   * the listing). GET (query: BookingListQuery; NEXT_CURSOR_HEADER) → Booking[] newest first.
   */
  bookings: '/api/bookings',
  /** GET → Booking (only its two parties; 404 for anyone else). */
  booking: (id: string) => `/api/bookings/${id}`,
  /** POST, no body → Booking: the owner accepts (409 booking-conflict when the days clash). */
  bookingAccept: (id: string) => `/api/bookings/${id}/accept`,
  /** POST { reason? } → Booking: the owner declines a pending request. */
  bookingDecline: (id: string) => `/api/bookings/${id}/decline`,
  /** POST { reason? } → Booking: either party cancels a pending or accepted booking before it starts. */
  bookingCancel: (id: string) => `/api/bookings/${id}/cancel`,
  /** POST BookingReviewPayload → 201 BookingReview: a party rates the other once, from the end date on. */
  bookingReviews: (id: string) => `/api/bookings/${id}/reviews`,
  /** GET (query: from, to: YYYY-MM-DD, at most 400 days apart) → ItemAvailability. */
  itemAvailability: (id: string) => `/api/items/${id}/availability`,
  /** PUT { ranges } → ItemAvailability: the owner's blocked days for the listing, replacing the earlier ones. */
  itemBlockedDates: (id: string) => `/api/items/${id}/blocked-dates`,
  /** GET (query: limit, cursor; NEXT_CURSOR_HEADER) → ItemReview[] newest first: renters' reviews of the listing. */
  itemReviews: (id: string) => `/api/items/${id}/reviews`,
  /** GET → CalendarFeed (owner only): the listing's private iCalendar address. */
  itemCalendarFeed: (id: string) => `/api/items/${id}/calendar-feed`,
  /** POST, no body → CalendarFeed: a new secret address; the old one stops working. */
  itemCalendarFeedReset: (id: string) => `/api/items/${id}/calendar-feed/reset`,
  /** GET, no session, text/calendar: the accepted bookings of a listing; `token` is the secret of CalendarFeed. */
  calendarFeed: (token: string) => `/api/calendar/${token}.ics`,
  /**
   * GET → VerificationDocument[]: the signed-in user's own documents, newest first (number masked).
   * POST DocumentPayload → 201 VerificationDocument (pending, method manual, owner from the session).
   */
  verificationDocuments: '/api/verification-documents',
  /** PUT DocumentPayload (documentType must match) → VerificationDocument: resubmits a rejected document (pending again). */
  verificationDocument: (id: string) => `/api/verification-documents/${id}`,
  /** POST {imageCount: 1 | 2} → DocumentImageUploads; PUT each photo's bytes to its upload URL (as listing photos). */
  uploadDocumentImages: '/api/upload/document-images',
  /** GET, owner and administrators only, Cache-Control no-store: a document photo (image/webp). */
  documentPhoto: (mediaId: string) => `/api/document-photos/${mediaId}`,
  /** GET (query: status=all|pending|verified|rejected, limit, cursor; NEXT_CURSOR_HEADER) → AdminVerificationDocument[]; admins only. */
  adminVerificationDocuments: '/api/admin/verification-documents',
  /** GET → DocumentCounts; admins only. */
  adminVerificationDocumentCounts: '/api/admin/verification-documents/counts',
  /** PUT AdminDecisionPayload → AdminVerificationDocument; admins only, never their own document. */
  adminVerifyDocument: (id: string) => `/api/admin/verification-documents/${id}/verify`,
  /** POST { packageId } → 201 PaymentOrder: an order at the gateway for one paid plan, in paise. */
  paymentOrders: '/api/payments/orders',
  /** POST PaymentVerifyPayload → PaymentResult: the checkout's signed result; activates the plan once. */
  paymentVerify: '/api/payments/verify',
  /** POST, the gateway's webhook (raw body signed with the webhook secret; no session, no CSRF check). */
  paymentWebhook: '/api/payments/webhook',
  /** GET → Payment[]: the user's payments with their receipts, newest first. */
  payments: '/api/payments',
  /**
   * POST { orderId, outcome: 'paid' | 'failed' } → TestCheckoutAnswer (PaymentVerifyPayload | { error }): the built-in test
   * gateway's checkout (only when no provider keys are configured: testMode). 404 otherwise.
   */
  paymentTestCheckout: '/api/payments/test-checkout',
  /** GET → AuthProviders: which third-party sign-in is configured (none: the button is not shown). */
  authProviders: '/api/auth/providers',
  /** GET, browser navigation (query: returnTo = a same-site path): starts OpenID Connect sign-in. */
  providerLogin: '/api/login',
  /** GET, browser navigation: ends the session (and the provider's where it offers it), back to /. */
  providerLogout: '/api/logout',
  /** GET, browser navigation from the provider (query: code, state): finishes provider sign-in. */
  providerCallback: '/api/callback',
  /** POST, form (password): confirms linking the provider to an existing account by its password. */
  providerLink: '/api/login/link',
  /** POST, form (email): a new account's email, when the provider has not verified one. */
  providerEmail: '/api/login/email-choice',
} as const;

/** Response header carrying the cursor of the next page of a list (keyset pagination). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
/** Response header carrying the total number of matches of a list, when the call counts them. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** Error codes the API answers with, as kebab-case strings (DESIGN.md §5). */
export type ApiErrorCode =
  | 'invalid-input'
  | 'malformed-json'
  /** 415: the request body is not of a type the call reads (not JSON, where JSON is expected). */
  | 'unsupported-media-type'
  /** 415: an uploaded photo that is not a JPEG, PNG or WebP (judged by its bytes). */
  | 'image-type-not-allowed'
  /** 415: an uploaded video that is not an MP4, MOV or WebM (judged by its first bytes). */
  | 'video-type-not-allowed'
  | 'unsupported-encoding'
  | 'undecodable-body'
  | 'too-deeply-nested'
  | 'invalid-cursor'
  /** 413: the request body is larger than the call reads (JSON bodies: limits.jsonBodyBytes). */
  | 'payload-too-large'
  /** 413: a photo, picture or video over its size limit; `details.maxBytes` is that limit. */
  | 'file-too-large'
  /** 413: a photo with more pixels than the server decodes; `details.maxPixels` is that limit. */
  | 'too-many-pixels'
  | 'not-signed-in'
  | 'forbidden'
  | 'cross-site-request'
  | 'not-found'
  | 'method-not-allowed'
  | 'username-taken'
  | 'email-taken'
  | 'invalid-credentials'
  /** 429: too many tries (sign-in, messages, contact clicks, booking requests); `details.retryAfterSeconds` is the wait (also Retry-After). */
  | 'throttled'
  | 'conflict'
  | 'idempotency-mismatch'
  | 'upload-url-expired'
  | 'storage-unavailable'
  | 'idempotency-in-flight'
  | 'internal-error'
  | 'own-listing'
  /** 403: the other side blocked this conversation; the sender cannot undo it. */
  | 'conversation-blocked'
  /** 403: the sender blocked this conversation themselves; unblocking it lets them write again. */
  | 'conversation-blocked-by-you'
  | 'push-service-not-allowed'
  /** 409: the days clash with an accepted booking or the owner's blocked days. */
  | 'booking-conflict'
  /** 409: the booking is not in a state that allows this (accepting a cancelled request, cancelling after the start). */
  | 'booking-closed'
  /** 409: a review before the end date, of a booking that was not accepted, or a second one. */
  | 'review-not-allowed'
  /** 409: a document of this type was already submitted (a rejected one is resubmitted instead). */
  | 'document-type-taken'
  /** 409: deciding a document that is no longer pending, or resubmitting one that is not rejected. */
  | 'document-closed'
  /** 400: a checkout result or webhook whose signature does not match (nothing was activated). */
  | 'payment-signature-invalid'
  /** In a 200 answer of the test checkout (TestCheckoutAnswer): told to fail; the payment is marked failed, the plan unchanged. */
  | 'payment-failed'
  /** 503: payments are off on this server (production without payment keys); nothing can be bought. */
  | 'payments-unavailable'
  /** 502: the payment gateway could not be reached or refused to make the order; nothing was charged. */
  | 'payment-gateway-unavailable';

/**
 * What one refused field means, as a code (issue 15): a client that does not show the server's English
 * `fields` message words the refusal from this. Sent for the common refusals, not every field message.
 */
export type FieldErrorCode =
  /** The field was left out altogether, or refers to nothing (an unknown category). */
  | 'required'
  /** The username or email belongs to another account already (a case-insensitive match). */
  | 'username-taken'
  | 'email-taken'
  /** A document of this type was already submitted by the account. */
  | 'document-type-taken'
  /** More photos than the saving user's plan allows (details.maxPhotos says how many it does). */
  | 'too-many-photos'
  /** A photo or video the user did not upload through Kiraya for this listing (or not Kiraya's address at all). */
  | 'media-not-uploaded';

/**
 * The figures an error's words need, as numbers, so a client can write them in the user's language
 * (issue 15); the English `message` has them written in already. Each is sent with the codes named.
 */
export interface ApiErrorDetails {
  /** `throttled`: whole seconds to wait before a try can succeed (the Retry-After header's value). */
  retryAfterSeconds?: number;
  /** `file-too-large`: the most bytes the file may have (a MB in the messages is 1,048,576 bytes). */
  maxBytes?: number;
  /** `too-many-pixels`: the most pixels (width × height) a photo may have. */
  maxPixels?: number;
  /** A `too-many-photos` field: the most photos a listing may have on the user's plan. */
  maxPhotos?: number;
}

/**
 * The JSON error of every refused call (DESIGN.md §5). `message` and the `fields` messages are the
 * server's English; a client showing another language words the error by `code`, each field by its
 * `fieldCodes` entry (or, when it has none, by the error's own code), with the figures of `details`.
 */
export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  fields?: Record<string, string>;
  /** For some keys of `fields`: what the refusal means (say, `{ username: 'username-taken' }`). */
  fieldCodes?: Record<string, FieldErrorCode>;
  details?: ApiErrorDetails;
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
  /** The language the user chose (issue 15), null until they choose one; push alerts are written in it. */
  locale: Locale | null;
  createdAt: string;
}

export type DocumentType = 'aadhaar' | 'pan' | 'voter_id' | 'driving_license';
export type DocumentStatus = 'pending' | 'verified' | 'rejected' | 'expired';

/**
 * An identity document as its owner sees it (spec §3, DESIGN.md §6): the number only masked to its
 * last four characters, whatever the status.
 */
export interface VerificationDocument {
  id: string;
  userId: string;
  documentType: DocumentType;
  /** Masked: "•••• 1234". */
  documentNumber: string;
  numberLast4: string;
  holderName: string;
  /** Private photo addresses (apiPaths.documentPhoto); empty once deleted after the decision's grace period. */
  documentImageUrls: string[];
  status: DocumentStatus;
  verificationMethod: 'manual';
  rejectionReason: string | null;
  createdAt: string;
  /** When it was last submitted (a resubmission moves it). */
  submittedAt: string;
  /** When it was decided (verified or rejected). */
  verifiedAt: string | null;
  verifiedBy: string | null;
}

/** One administrator's decision on a document (kept across resubmissions). */
export interface DocumentDecision {
  decision: 'verified' | 'rejected';
  rejectionReason: string | null;
  decidedAt: string;
  adminId: string | null;
  adminUsername: string;
}

/** A document as administrators see it in /admin. */
export interface AdminVerificationDocument extends VerificationDocument {
  /** The full number, decrypted: only while the document is pending; null once decided (erased). */
  fullDocumentNumber: string | null;
  user: { id: string; username: string; fullName: string | null; email: string; profileImageUrl: string | null; isVerified: boolean };
  /** Oldest first. */
  decisions: DocumentDecision[];
  /** The reading administrator's own document: they may not decide it. */
  isOwn: boolean;
}

export interface DocumentCounts {
  all: number;
  pending: number;
  verified: number;
  rejected: number;
}

export interface DocumentImageUploads {
  uploadUrls: string[];
  /** Where each photo is served once uploaded (private: owner and administrators). */
  imageUrls: string[];
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
  /** The owner's rating: the average of renters' reviews of all their listings; null with count 0 (DESIGN.md §13). */
  averageRating: number | null;
  reviewCount: number;
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
  /** With `to`: only listings free for every day from ≤ d < to (no accepted booking, no blocked day). */
  from?: string;
  to?: string;
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

/** Item id → number of booking requests for it (every request the listing received, whatever its status). */
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
  /** Whether this plan can be bought here now: never the free one, and no plan while payments are off. */
  payable: boolean;
}

/** POST /api/payments/orders answers what the checkout needs. */
export interface PaymentOrder {
  /** The gateway's order id (Razorpay's `order_…`). */
  orderId: string;
  /** In paise (₹3,999 = 399900). */
  amount: number;
  currency: 'INR';
  /** The gateway's public key id, for its checkout; the test gateway's is `rzp_test_kiraya`. */
  keyId: string;
  /** No provider keys are configured: the built-in test gateway; nothing is charged. */
  testMode: boolean;
  packageId: string;
  packageName: string;
}

/** The checkout's signed result, as Razorpay's checkout hands it to the page. */
export interface PaymentVerifyPayload {
  orderId: string;
  paymentId: string;
  signature: string;
}

/**
 * What POST /api/payments/test-checkout answers (200 either way): the signed result to verify, or,
 * for outcome 'failed', `error` with code 'payment-failed' (the payment is recorded as failed).
 */
export type TestCheckoutAnswer = PaymentVerifyPayload | { error: ApiErrorBody };

export type PaymentStatus = 'created' | 'paid' | 'failed';

/** One payment in the user's history, with its receipt once paid. */
export interface Payment {
  id: string;
  orderId: string;
  paymentId: string | null;
  packageId: string;
  packageName: string;
  tier: 'monthly' | 'yearly';
  /** Rupees, a decimal string ("3999.00"). */
  amountInr: string;
  status: PaymentStatus;
  testMode: boolean;
  createdAt: string;
  paidAt: string | null;
  /** Receipt number once paid, e.g. "KIR-2026-000042". */
  receiptNumber: string | null;
  /** The paid period this payment bought (a renewal starts where the current one ends). */
  periodStart: string | null;
  periodEnd: string | null;
  failureReason: string | null;
}

/** What POST /api/payments/verify answers: the payment and the user as they are now. */
export interface PaymentResult {
  payment: Payment;
  user: User;
}

/** GET /api/auth/providers. */
export interface AuthProviders {
  /** The configured OpenID Connect provider's display name ("Continue with {name}"), or null. */
  oidc: { name: string } | null;
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

/** How a renter reached an owner (spec §3 contact interaction). */
export type InteractionType = 'whatsapp' | 'call' | 'message';
export type ContactMethod = 'whatsapp' | 'phone' | 'form';

/** The other person of a conversation, as the viewer sees them. */
export interface ConversationParty {
  id: string;
  /** Full name, else username. */
  name: string;
  profileImageUrl: string | null;
  isVerified: boolean;
}

/** A conversation's latest message, for the inbox row. */
export interface MessagePreview {
  id: string;
  senderId: string;
  body: string;
  createdAt: string;
}

/**
 * One conversation per (listing, renter) (DESIGN.md §13), as the signed-in viewer sees it: `role` is
 * the viewer's side. The listing's title and picture are kept as they were when it was last
 * active, so the thread still reads after the listing is deleted (`itemDeleted`).
 */
export interface Conversation {
  id: string;
  itemId: string;
  itemTitle: string;
  itemImageUrl: string | null;
  itemDeleted: boolean;
  ownerId: string;
  renterId: string;
  role: 'owner' | 'renter';
  otherParty: ConversationParty;
  lastMessage: MessagePreview | null;
  /** Messages from the other side the viewer has not read. */
  unreadCount: number;
  /** 'me': the viewer blocked it; 'other': the other side did; null: open. Blocked either way, neither side can send until the blocker unblocks. */
  blockedBy: 'me' | 'other' | null;
  createdAt: string;
  /** Time of the latest message: the inbox's order. */
  lastMessageAt: string;
}

/** The contact details a renter gave on the contact page (spec §5), kept with their message. */
export interface MessageContact {
  name: string;
  email: string;
  phone: string | null;
}

export interface Message {
  /** Made by the sending device (UUID v7) so a replayed send is the same message. */
  id: string;
  conversationId: string;
  itemId: string;
  senderId: string;
  body: string;
  /** Set on messages sent from the contact page; null on replies in the thread. */
  contact: MessageContact | null;
  /** The booking request this message came with (the thread shows the request's card with it); else null. */
  bookingId: string | null;
  createdAt: string;
}

/** Spec §3 Notification, plus the conversation or booking it opens. */
export interface AppNotification {
  id: string;
  /** 'booking': a request, or a decision on one (accepted, declined, cancelled); bookingId is set. */
  type: 'message' | 'booking' | 'other';
  /** The words the server wrote, in the recipient's language then: shown when `event` cannot be. */
  title: string;
  message: string;
  /**
   * What happened, for the app to word in the language it shows now (issue 15). Null on notifications
   * written before; absent from rows a device stored before. A device checks it against the schema
   * (schemas/notification.ts): a kind it does not know is shown by its stored words.
   */
  event?: NotificationEvent | null;
  isRead: boolean;
  itemId: string | null;
  conversationId: string | null;
  bookingId: string | null;
  senderName: string | null;
  senderEmail: string | null;
  senderPhone: string | null;
  createdAt: string;
}

/** GET /api/notifications/unread-count (spec §7's `count`, plus the unread messages for the header). */
export interface UnreadCounts {
  count: number;
  messages: number;
}

/** Answer of GET /api/inbox/changes. */
export interface InboxChanges {
  /** Conversations changed since the cursor (new message, read, blocked), as GET /api/conversations gives them. */
  conversations: Conversation[];
  /** Messages written since the cursor in the user's conversations, oldest first. */
  messages: Message[];
  /** Notifications created or changed since the cursor. */
  notifications: AppNotification[];
  /** Notifications deleted since the cursor (on another device): drop them. */
  deletedNotificationIds: string[];
  /** The user's bookings (as renter and as owner) created or changed since the cursor. */
  bookings: Booking[];
  /** Send as `since` next time (and at once while hasMore). */
  cursor: string;
  hasMore: boolean;
}

/** GET /api/push/public-key. */
export interface PushPublicKey {
  publicKey: string;
}

/**
 * What a push carries to the service worker (DESIGN.md §9): small (well under 3 KB), enough to show
 * the notification without a fetch. `tag` collapses a conversation's alerts into one; `url` is what a
 * tap opens.
 */
export interface PushAlert {
  type: 'message' | 'booking';
  title: string;
  body: string;
  tag: string;
  url: string;
  conversationId: string;
  itemId: string;
  /** Set on booking alerts (a tap opens the booking). */
  bookingId?: string;
  /** The recipient's language (issue 15): the worker's own words around the alert ("3 new messages") follow it. */
  lang?: Locale;
}

/** What a booking is (issue 12). `completed` is an accepted booking whose end date has come (in India). */
export type BookingStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'completed';
export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'accepted', 'declined', 'cancelled', 'completed'];

/** A party of a booking as the other side sees them: who they are and their rating in their role. */
export interface BookingParty {
  id: string;
  /** Full name, else username. */
  name: string;
  profileImageUrl: string | null;
  isVerified: boolean;
  /** The owner: the average of renters' reviews of their listings; the renter: of owners' reviews of them. null with count 0. */
  averageRating: number | null;
  reviewCount: number;
}

/**
 * A booking request and what became of it, as one of its two parties sees it (`role`). Dates are
 * YYYY-MM-DD days in India; the booking holds start ≤ d < end. The listing's title, first photo and
 * price are kept as they were at the request, so the booking still reads after the listing changes.
 */
export interface Booking {
  id: string;
  itemId: string;
  itemTitle: string;
  itemImageUrl: string | null;
  /** The listing's price and unit when the request was made (bookingTotal in booking-days.ts). */
  price: string | null;
  priceUnit: PriceUnit | null;
  isNegotiable: boolean;
  ownerId: string;
  renterId: string;
  role: 'owner' | 'renter';
  owner: BookingParty;
  renter: BookingParty;
  startDate: string;
  endDate: string;
  /** endDate − startDate. */
  days: number;
  status: BookingStatus;
  /** What the renter wrote with the request, if anything. */
  message: string | null;
  /** The decline or cancel reason; "Dates no longer available" when another booking took the days. */
  reason: string | null;
  cancelledBy: 'owner' | 'renter' | null;
  /** The conversation about the listing the request was posted in. */
  conversationId: string;
  /** The viewer may review it now (completed, and not yet reviewed by them). */
  canReview: boolean;
  /** The viewer's review of it, once written. */
  myReview: BookingReview | null;
  createdAt: string;
  updatedAt: string;
}

/** Query of GET /api/bookings. */
export interface BookingListQuery {
  /** renter: the user's requests; owner: requests for the user's listings. */
  role: 'renter' | 'owner';
  status?: BookingStatus;
  limit?: number;
  cursor?: string;
}

/** GET /api/items/{id}/availability: the days taken between from and to (each range start ≤ d < end). */
export interface ItemAvailability {
  itemId: string;
  /** Accepted bookings. */
  booked: DayRange[];
  /** Days the owner blocked. */
  blocked: DayRange[];
  /** Today in India when the server answered (days before it cannot be picked). */
  today: string;
}

/** A review written after a completed booking (one per party per booking). */
export interface BookingReview {
  id: string;
  bookingId: string;
  /** The reviewer's side: a renter reviews the listing and its owner; an owner reviews the renter. */
  reviewerRole: 'renter' | 'owner';
  rating: number;
  text: string | null;
  createdAt: string;
}

/** A renter's review of a listing, as GET /api/items/{id}/reviews lists it. */
export interface ItemReview {
  id: string;
  rating: number;
  text: string | null;
  reviewerName: string;
  reviewerAvatar: string | null;
  createdAt: string;
}

/** GET /api/items/{id}/calendar-feed: the private iCalendar address (https) of the listing's accepted bookings. */
export interface CalendarFeed {
  url: string;
}
