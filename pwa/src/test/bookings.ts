/** Bookings as the server answers them, for the booking UI's and queueing's tests. */
import type { Booking, BookingParty } from '@shared/api.ts';
import { addDays, daysBetween, todayInIndia } from '@shared/booking-days.ts';

export const OWNER_ID = '01936f5e-7c2a-7b3e-9d41-2f6a8c0e1b55';
export const RENTER_ID = '01936f5e-7c2a-7b3e-9d41-00000000beef';

let sequence = 0;

export const party = (overrides: Partial<BookingParty> = {}): BookingParty => ({
  id: OWNER_ID,
  name: 'Priya Sharma',
  profileImageUrl: null,
  isVerified: false,
  averageRating: null,
  reviewCount: 0,
  ...overrides,
});

/** A pending request three days ahead for two days, seen by `role` (the owner by default). */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  sequence += 1;
  const startDate = overrides.startDate ?? addDays(todayInIndia(), 3);
  const endDate = overrides.endDate ?? addDays(startDate, 2);
  return {
    id: `01936f5e-7c2a-7b3e-9d41-b00000${String(sequence).padStart(6, '0')}`,
    itemId: '01936f5e-7c2a-7b3e-9d41-000000000777',
    itemTitle: 'Royal Enfield Classic 350',
    itemImageUrl: '/media/demo/bikes-1.webp',
    price: '1200.00',
    priceUnit: 'day',
    isNegotiable: false,
    ownerId: OWNER_ID,
    renterId: RENTER_ID,
    role: 'owner',
    owner: party(),
    renter: party({ id: RENTER_ID, name: 'Meera Nair', isVerified: true, averageRating: 4.5, reviewCount: 3 }),
    startDate,
    endDate,
    days: daysBetween(startDate, endDate),
    startsAt: null,
    endsAt: null,
    hours: null,
    status: 'pending',
    message: 'Is the helmet included?',
    reason: null,
    cancelledBy: null,
    conversationId: '01936f5e-7c2a-7b3e-9d41-c0000000000a',
    canReview: false,
    myReview: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
