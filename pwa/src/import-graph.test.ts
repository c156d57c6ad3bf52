/**
 * The PWA's folders depend on each other in one direction: no circle between the app's root, sync, db,
 * lib, ui and each feature, and a feature reaches another only through that feature's index.ts (or
 * one of the few faces for later pages below). Read from the source's import lines.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circlesWithImports, sourceImports, type ImportEdge } from '@shared/testing/import-graph.ts';

/** A file's folder: features/<name>, sync, db, lib or ui; anything else (main, router, routes, app) is the app's root. */
function folderOf(file: string): string {
  const [top, second] = file.split('/');
  if (top === 'features' && second) return `features/${second}`;
  if (top === 'sync' || top === 'db' || top === 'lib' || top === 'ui') return top;
  return 'app';
}

/**
 * Faces beside index.ts for what only later pages load: index.ts is on the first page, and a module
 * it re-exports lands in the first page's chunk even when unused there (measured: the auth face's
 * sign-out and session check cost 0.2 KB, the notifications tab 32 KB, of a 150 KB budget). The
 * calendar's is for the owner's availability page: its editor and confirmation dialog (Radix) were
 * loaded and run by every page with a listing card, a task of 15-25 ms on the test machine. So was the
 * review form with its validation library (10 KB): the reviews' face is for home and the rating dialog.
 */
const LATER_PAGE_FACES: ReadonlySet<string> = new Set([
  'features/auth/pages.ts',
  'features/alerts/sign-out.ts',
  'features/notifications/pages.ts',
  'features/premium/pages.ts',
  'features/calendar/pages.ts',
  'features/reviews/pages.ts',
]);

/** Imports from one feature into another feature's files other than its index.ts (or a later pages' face). */
function crossFeatureReaches(imports: readonly ImportEdge[], faces: ReadonlySet<string> = LATER_PAGE_FACES): string[] {
  return imports
    .filter(({ from, to }) => {
      const source = folderOf(from);
      const target = folderOf(to);
      if (!source.startsWith('features/') || !target.startsWith('features/') || source === target) return false;
      return to !== `${target}/index.ts` && !faces.has(to);
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

describe('the import graph of pwa/src', () => {
  const imports = sourceImports(path.resolve(import.meta.dirname), '@pwa/');

  it('is read from the source files', () => {
    expect(imports.length).toBeGreaterThan(100);
    expect(imports).toContainEqual({ from: 'main.tsx', to: 'app/app-sync.ts' });
  });

  it('reaches another feature only through its index.ts', () => {
    expect(crossFeatureReaches(imports)).toEqual([]);
  });

  it('has no circle between folders', () => {
    expect(circlesWithImports(imports, folderOf)).toEqual([]);
  });

  it('finds a reach past a feature\'s index.ts when there is one', () => {
    const reaches = [
      { from: 'features/search/page.tsx', to: 'features/items/index.ts' },
      { from: 'features/search/page.tsx', to: 'features/items/item-card.tsx' },
      { from: 'routes/dashboard.tsx', to: 'features/premium/premium-tab.tsx' },
    ];
    expect(crossFeatureReaches(reaches)).toEqual(['features/search/page.tsx -> features/items/item-card.tsx']);
  });
});
