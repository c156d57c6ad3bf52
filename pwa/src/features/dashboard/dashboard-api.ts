/** The dashboard's reads: the owner's listings, statistics and booking counts. Deleting goes through the outbox. */
import { apiPaths, type BookingCounts, type Item, type UserStats } from '@shared/api.ts';
import { apiGet } from '@pwa/lib/api-client.ts';

export const fetchOwnerListings = (userId: string): Promise<Item[]> => apiGet<Item[]>(apiPaths.userItems(userId));

export const fetchUserStats = (userId: string): Promise<UserStats> => apiGet<UserStats>(apiPaths.userStats(userId));

export const fetchBookingCounts = (userId: string): Promise<BookingCounts> => apiGet<BookingCounts>(apiPaths.userBookingCounts(userId));
