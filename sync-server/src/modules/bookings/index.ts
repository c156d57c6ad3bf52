/** The bookings module: requests, decisions and cancellations, the owner's calendar, and their alerts. */
export { bookingUrl } from './booking-alerts.ts';
export { bookingInboxFeed } from './booking-inbox-feed.ts';
export { requestCountsOfOwner } from './booking-list-service.ts';
export { bookingRoutes } from './booking-routes.ts';
export { closeBookingsOfLeavingUser } from './booking-service.ts';
