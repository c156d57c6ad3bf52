/** Rating a completed booking (issue 12): the booking card places RateBookingButton in its rating slot. */
export { RateBookingButton } from './rate-booking-button.tsx';
