/**
 * Search latency over many listings through the real HTTP API on loopback: each query (the words of
 * benchQueries, or the near-me searches of benchNearQueries) asked repeatedly, one at a time, as the app's browser asks (its Accept-Encoding, one kept-alive connection)
 * and the answer decoded as it would be; reports p50 and p99 in milliseconds.
 */
// node:http, not fetch: Node 20's fetch decodes a compressed answer through web streams in JavaScript,
// which added 1.5-2 ms of its own to every search measured here (a browser decodes natively, in well
// under a tenth of that).
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BROWSER_ACCEPT_ENCODING } from './throughput.ts';

export interface Latency {
  p50: number;
  p99: number;
  samples: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const decoders: Record<string, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

/** The answer's body, decoded; refuses an answer that is not a 200. */
function get(url: string, agent: Agent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    request(url, { agent, headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        const bytes = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        if (encoding === undefined) return resolve(bytes);
        const decode = decoders[encoding];
        if (!decode) return reject(new Error(`${url} answered in ${encoding}, which the bench does not decode`));
        resolve(decode(bytes));
      });
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Rounds of every query asked before the measured ones: a server in use has answered thousands of
 * requests, and its code is compiled by V8's optimizing tier and PostgreSQL's caches are filled. Its
 * first few hundred searches after a start took about 1 ms more each here.
 */
const WARM_UP_ROUNDS = 25;

/** GET /api/items with each query string (without its `?`), `limit=20` added. */
export async function searchLatency(baseUrl: string, queries: readonly string[], rounds = 15): Promise<Latency> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const search = (query: string) => get(`${baseUrl}/api/items?${query}&limit=20`, agent);
  // Every query finds listings: an empty answer would be a fast search that searched nothing.
  for (const q of queries) {
    const found: unknown = JSON.parse((await search(q)).toString());
    if (!Array.isArray(found) || found.length === 0) throw new Error(`the search ${q} found nothing`);
  }
  const timings: number[] = [];
  try {
    for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const q of queries) await search(q);
    for (let round = 0; round < rounds; round++) {
      for (const q of queries) {
        const started = performance.now();
        await search(q);
        timings.push(performance.now() - started);
      }
    }
  } finally {
    agent.destroy();
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p99: percentile(timings, 99), samples: timings.length };
}
