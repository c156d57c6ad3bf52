/** The Analytics tab's call: read when the tab opens, online only, never kept on the phone. */
import { apiPaths, type AdminAnalytics } from '@shared/api.ts';
import { apiGet } from '@pwa/lib/api-client.ts';

export const fetchAdminAnalytics = (signal?: AbortSignal): Promise<AdminAnalytics> => apiGet<AdminAnalytics>(apiPaths.adminAnalytics, signal);
