/** Bookings, their reviews, availability and the listing's calendar feed: paths and shapes. */
import type { DayRange } from '../booking-days.ts';
import type { TimeRange } from '../booking-hours.ts';
import type { PriceUnit } from './items.ts';

export const bookingPaths = {
  userBookingCounts: (id: string) => `/api/users/${id}/booking-counts`,
  /**
   * POST CreateBookingPayload → 201 Booking (status pending; also a message in the conversation about
   * the listing). GET (query: BookingListQuery; NEXT_CURSOR_HEADER) → Booking[] newest first.
   */
  bookings: '/api/bookings',
  /** GET → Booking (only its two parties; 404 for anyone else). */
  booking: (id: string) => `/api/bookings/${id}`,
  /** POST, no body → Booking: the owner accepts (409 booking-conflict when the days or hours clash). */
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
} as const;

/** Item id → number of booking requests for it (every request the listing received, whatever its status). */
export type BookingCounts = Record<string, number>;

/** What a booking is. `completed` is an accepted booking whose end date has come (in India). */
export type BookingStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'completed';

export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'accepted', 'declined', 'cancelled', 'completed'];

/** A party of a booking as the other side sees them: who they are and their rating in their role. */
export interface BookingParty {
  id: string;
  /** Full name, else username; empty when `deleted`. */
  name: string;
  /**
   * The person deleted their account: the app names them "Deleted user" in its language. The server
   * always says; a copy kept on a device from before it did may not.
   */
  deleted?: boolean;
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
  /** endDate − startDate (1 for a booking by the hour). */
  days: number;
  /**
   * A booking by the hour: its start and end in India time (2026-12-10T09:00:00+05:30) and its whole
   * hours; all three null for a booking by days. Its startDate is the day and endDate the next.
   */
  startsAt: string | null;
  endsAt: string | null;
  hours: number | null;
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
  /** Accepted bookings by the hour (India times), which take those hours of their day. */
  bookedHours: TimeRange[];
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
