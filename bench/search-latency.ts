/**
 * Search latency over many listings, through the real HTTP API on loopback: each query of
 * benchQueries asked repeatedly, one at a time; reports p50 and p99 in milliseconds.
 */
import { benchQueries } from './generate-listings.ts';

export interface Latency {
  p50: number;
  p99: number;
  samples: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function searchLatency(baseUrl: string, rounds = 15): Promise<Latency> {
  const timings: number[] = [];
  // Warm-up round: caches and plans.
  for (const q of benchQueries) await (await fetch(`${baseUrl}/api/items?q=${encodeURIComponent(q)}&limit=20`)).arrayBuffer();
  for (let round = 0; round < rounds; round++) {
    for (const q of benchQueries) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/items?q=${encodeURIComponent(q)}&limit=20`);
      await response.arrayBuffer();
      timings.push(performance.now() - started);
      if (!response.ok) throw new Error(`search for ${q} answered ${response.status}`);
    }
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p99: percentile(timings, 99), samples: timings.length };
}
