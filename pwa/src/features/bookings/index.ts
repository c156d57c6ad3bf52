/**
 * The bookings feature's public face: the dashboard's Bookings tab, the booking card (exported so the
 * reviews can add their "Rate" through its rateAction slot), the compact card a conversation shows,
 * and the counts the dashboard shows and follows.
 */
export { BookingsTab } from './bookings-tab.tsx';
export { BookingCard, bookingCardId, type BookingCardProps } from './booking-card.tsx';
export { BookingRateSlot } from './booking-rate-slot.tsx';
export { BookingThreadCard } from './booking-thread-card.tsx';
export { availableActions, shownStatus } from './booking-status.ts';
export { useOwnerBookingsVersion, usePendingRequestCount } from './use-bookings.ts';
// The contact page's booking request, queued with its pending row.
export { queueBookingRequest } from './queue-booking.ts';
export type { BookingWhen } from './booking-kinds.ts';
