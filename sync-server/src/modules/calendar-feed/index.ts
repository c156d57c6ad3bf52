/** The calendar-feed module: an owner's private iCalendar feed of their bookings. */
export { calendarFeedRoutes } from './calendar-feed-routes.ts';
