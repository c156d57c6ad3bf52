/** The calendar feature's page, for its route (apart from index.ts, whose calendar is lazy). */
export { AvailabilityPage } from './availability-page.tsx';
