/** The booking-reviews module: each party of a finished rental rates the other, and a listing's reviews. */
export { bookingReviewRoutes } from './booking-review-routes.ts';
