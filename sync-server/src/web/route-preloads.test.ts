import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { landingPage, type LandingPage } from './landing-pages.ts';
import { routePreloader } from './route-preloads.ts';

describe('route preloads', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'kiraya-route-preloads-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('preloads nothing, and throws nothing, without a readable manifest; reads a new one when it appears', () => {
    const preloadsOf = routePreloader(root);
    const preloads = (address: string) => {
      const page: LandingPage | undefined = landingPage(address, '');
      return page ? preloadsOf(page) : [];
    };
    expect(preloads('/search')).toEqual([]);
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(path.join(root, '.vite', 'manifest.json'), '{"index.html": {"file": "assets/ind');
    expect(preloads('/search')).toEqual([]);
    writeFileSync(
      path.join(root, '.vite', 'manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true }, 'src/routes/search.tsx?tsr-split=component': { file: 'assets/search-2.js', imports: ['index.html'] } }),
    );
    expect(preloads('/search')).toEqual(['/assets/search-2.js']);
    expect(preloads('/dashboard')).toEqual([]);
  });
});
