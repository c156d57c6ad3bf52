/** Requests per second of a URL, measured with autocannon on loopback (bounded in time). */
import autocannon from 'autocannon';

export async function requestsPerSecond(url: string, seconds = 5): Promise<number> {
  // Warm up (JIT, connection pool, caches) before the measured run.
  await autocannon({ url, connections: 10, duration: 1 });
  const result = await autocannon({ url, connections: 10, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx responses and ${result.errors} errors`);
  }
  return result.requests.average;
}
