/**
 * The outbox's HTTP client: the app's one client (lib/api-client.ts) with a time limit, since a
 * request that hangs (a captive portal, a half-dead mobile link) would hold every pass of the outbox.
 * fetch is passed in so tests can put a faulty network in front of the real server.
 */
import { LONGEST_CLIENT_REQUEST_MS } from '@shared/timings.ts';
import { createApiClient, type ApiClient, type Fetch } from '@pwa/lib/api-client.ts';

/** Past the limit a request counts as unanswered and is retried with backoff; the server's idempotency claims outlive it. */
export const createOutboxClient = (fetchFn?: Fetch): ApiClient => createApiClient(fetchFn, { timeoutMs: LONGEST_CLIENT_REQUEST_MS });
