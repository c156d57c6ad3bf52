/**
 * Stands in for the network at fetch, the PWA's one boundary with the server (the real server is
 * exercised end to end by e2e/). Each call is recorded with its URL and init.
 */
import { vi } from 'vitest';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

export function stubFetch(handler: Handler) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      handler(input instanceof Request ? input.url : input.toString(), init ?? {}),
    );
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** What a failed fetch looks like when the phone is offline. */
export const offline: Handler = () => Promise.reject(new TypeError('Failed to fetch'));
