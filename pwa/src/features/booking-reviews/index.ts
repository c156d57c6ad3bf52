/** Rating a completed booking: the booking card places RateBookingButton in its rating slot. */
export { RateBookingButton } from './rate-booking-button.tsx';
