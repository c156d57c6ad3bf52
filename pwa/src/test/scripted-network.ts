/**
 * A network for the outbox's unit tests: each request is answered by a handler the test writes, and
 * recorded (method, path, Idempotency-Key). The outbox against the real server is the property test's.
 */
import type { Fetch } from '@pwa/lib/api-client.ts';

export interface SentRequest {
  method: string;
  path: string;
  key: string | null;
  contentType: string | null;
  body: unknown;
}

export type Answer = (request: SentRequest) => Response | Promise<Response>;

export function scriptedNetwork(answer: Answer): { fetch: Fetch; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const fetch: Fetch = async (path, init) => {
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request = { method: init.method ?? 'GET', path, key: headers.get('Idempotency-Key'), contentType: headers.get('Content-Type'), body };
    sent.push(request);
    return answer(request);
  };
  return { fetch, sent };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>, headers?: Record<string, string>): Response =>
  json(status, { code, message, ...(fields ? { fields } : {}) }, headers);

export const noContent = (): Response => new Response(null, { status: 204 });

/** What fetch does when there is no connection. */
export const offline = (): Promise<Response> => Promise.reject(new TypeError('fetch failed'));
