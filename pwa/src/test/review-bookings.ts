/** A completed booking as GET /api/bookings answers it, for the rating tests (makeReviewBooking). */
import type { Booking, BookingReview } from '@shared/api.ts';

let sequence = 0;

export function makeReviewBooking(overrides: Partial<Booking> = {}): Booking {
  sequence += 1;
  return {
    id: `01936f5e-7c2a-7b3e-9d41-b${String(sequence).padStart(11, '0')}`,
    itemId: '01936f5e-7c2a-7b3e-9d41-000000000abc',
    itemTitle: 'Canon EOS 200D camera',
    itemImageUrl: null,
    price: '800.00',
    priceUnit: 'day',
    isNegotiable: false,
    ownerId: '01936f5e-7c2a-7b3e-9d41-0000000000aa',
    renterId: '01936f5e-7c2a-7b3e-9d41-2f6a8c0e1b55',
    role: 'renter',
    owner: { id: '01936f5e-7c2a-7b3e-9d41-0000000000aa', name: 'Priya Sharma', profileImageUrl: null, isVerified: true, averageRating: null, reviewCount: 0 },
    renter: { id: '01936f5e-7c2a-7b3e-9d41-2f6a8c0e1b55', name: 'Meera Nair', profileImageUrl: null, isVerified: false, averageRating: null, reviewCount: 0 },
    startDate: '2026-11-20',
    endDate: '2026-11-22',
    days: 2,
    startsAt: null,
    endsAt: null,
    hours: null,
    status: 'completed',
    message: null,
    reason: null,
    cancelledBy: null,
    conversationId: '01936f5e-7c2a-7b3e-9d41-c0000000000a',
    canReview: true,
    myReview: null,
    createdAt: '2026-11-18T10:00:00.000Z',
    updatedAt: '2026-11-18T10:00:00.000Z',
    ...overrides,
  };
}

export function makeBookingReview(bookingId: string, overrides: Partial<BookingReview> = {}): BookingReview {
  return { id: '01936f5e-7c2a-7b3e-9d41-e00000000001', bookingId, reviewerRole: 'renter', rating: 4, text: null, createdAt: '2026-11-24T10:00:00.000Z', ...overrides };
}
