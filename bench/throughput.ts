/** Requests per second of a URL, measured with autocannon on loopback (bounded in time). */
import autocannon from 'autocannon';

/**
 * What Chromium sends with the app's fetches. The app's own requests are the traffic the budget is
 * about; a request without it makes the server send uncompressed JSON, which no phone asks for.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export async function requestsPerSecond(url: string, { seconds = 5, headers = {} }: { seconds?: number; headers?: Record<string, string> } = {}): Promise<number> {
  // Warm up (JIT, connection pool, caches) before the measured run.
  await autocannon({ url, headers, connections: 10, duration: 1 });
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx responses and ${result.errors} errors`);
  }
  return result.requests.average;
}
