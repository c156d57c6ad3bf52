/**
 * Which code a page's start runs: V8's CPU profile of a phone-sized page from navigation until it is
 * idle, each sample's script time credited to the module it comes from (a package, or a file of the
 * app) through the build's source maps; host time, the mean of a few fresh browsers.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { launchChromium, whenPageIdle } from './chromium.ts';

export interface ModuleTime {
  /** A package (dexie, react-dom, @tanstack/router-core) or an app file (pwa/src/…, shared/src/…). */
  module: string;
  ms: number;
}

interface CallFrame {
  url: string;
  lineNumber: number;
  columnNumber: number;
  functionName: string;
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: CallFrame }>;
  samples: number[];
  timeDeltas: number[];
}

const assetsDir = path.resolve(import.meta.dirname, '../dist/pwa/assets');

/** Credits a frame to its module: through the chunk's source map when the build wrote one, else to the chunk. */
class ModuleNames {
  private readonly maps = new Map<string, SourceMapConsumer | null>();

  of(frame: CallFrame): string {
    const chunk = /\/assets\/([^/?#]+\.js)$/.exec(frame.url)?.[1];
    if (!chunk) return frame.url ? `${path.basename(new URL(frame.url).pathname) || 'the page'} (not bundled)` : `(${frame.functionName || 'the browser'})`;
    const map = this.mapOf(chunk);
    const source = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
    if (!source) return chunk;
    const inPackage = source.split('node_modules/').at(-1) ?? source;
    if (inPackage !== source) return inPackage.split('/').slice(0, inPackage.startsWith('@') ? 2 : 1).join('/');
    return source.replace(/^(\.\.\/)+/, '');
  }

  private mapOf(chunk: string): SourceMapConsumer | null {
    if (!this.maps.has(chunk)) {
      const file = path.join(assetsDir, `${chunk}.map`);
      this.maps.set(chunk, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
    }
    return this.maps.get(chunk) ?? null;
  }
}

/** Samples every 100 µs: fine enough for tasks of a few milliseconds. */
const SAMPLING_INTERVAL_US = 100;

async function profileOnce(url: string, locale: string): Promise<CpuProfile> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await whenPageIdle(page);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    return profile;
  } finally {
    await browser.close();
  }
}

/** The start's script time by module, most first (idle time and the profiler's own left out). */
export async function startScriptTime(url: string, locale: string, runs: number): Promise<ModuleTime[]> {
  const names = new ModuleNames();
  const totals = new Map<string, number>();
  for (let run = 0; run < runs; run++) {
    const profile = await profileOnce(url, locale);
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    profile.samples.forEach((id, index) => {
      const frame = frames.get(id);
      if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) return;
      const module = names.of(frame);
      totals.set(module, (totals.get(module) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000 / runs);
    });
  }
  return [...totals].map(([module, ms]) => ({ module, ms })).sort((a, b) => b.ms - a.ms);
}
