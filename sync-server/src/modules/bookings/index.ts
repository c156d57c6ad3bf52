/** The bookings module: requests, decisions and cancellations, the owner's calendar, and their alerts. */
export { bookingsChangedSince, bookingsHorizon, requestCountsByItem } from './booking-repo.ts';
export { bookingRoutes } from './booking-routes.ts';
