/** The report call: sent at once, never queued (a report means something only once the moderators have it). */
import { apiPaths, type Report } from '@shared/api.ts';
import type { ReportPayload } from '@shared/schemas/report.ts';
import { apiRequest } from '@pwa/lib/api-client.ts';
import { newUuidV7 } from '@pwa/lib/new-uuid.ts';

export const postReport = (payload: ReportPayload): Promise<Report> => apiRequest<Report>(apiPaths.reports, { method: 'POST', body: payload, idempotencyKey: newUuidV7() });
