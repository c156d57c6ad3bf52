/**
 * An HTTP request exactly as given, through node:http rather than fetch: fetch refuses methods such as
 * TRACE and CONNECT, rewrites some headers and cannot send a body with GET. Tests of malformed requests
 * need the bytes to reach the server as written.
 */
import { request } from 'node:http';

/*
 * `localAddress` picks the loopback address the request comes from (any of 127.0.0.0/8), so a test's
 * own sign-ins are not throttled by the bad sign-ins it sends from another.
 */

export interface RawRequest {
  method: string;
  /** Path and query, already encoded as they should go on the wire. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  localAddress?: string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON; undefined when it is not JSON. */
  json: unknown;
}

export function rawRequest(baseUrl: string, { method, path, headers = {}, body, localAddress }: RawRequest): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, method, path, headers, ...(localAddress ? { localAddress } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The cookies a response sets, as the Cookie header of the next request. */
export function cookiesOf(response: RawResponse): string {
  const setCookie = response.headers['set-cookie'] ?? [];
  return (Array.isArray(setCookie) ? setCookie : [setCookie]).map((line) => line.split(';')[0]).join('; ');
}
