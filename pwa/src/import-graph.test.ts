/**
 * The PWA's folders depend on each other in one direction: no circle between the app's root, sync, db,
 * lib, ui and each feature, and a feature reaches another only through that feature's index.ts (or
 * one of the few faces for later pages below). Read from the source's import lines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.resolve(import.meta.dirname);

interface SourceImport {
  from: string;
  to: string;
}

/** The app's own modules: tests and their helpers are left out (they may reach into anything). */
function appSourceFiles(): string[] {
  return readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.startsWith('test/'));
}

const specifierPattern = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm;

/** The files of pwa/src that one file imports (relative or @pwa/ paths; packages and @shared are outside). */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(sourceRoot, file), 'utf8');
  const targets: string[] = [];
  for (const [, specifier] of text.matchAll(specifierPattern)) {
    if (!specifier) continue;
    if (specifier.startsWith('@pwa/')) targets.push(specifier.slice('@pwa/'.length));
    else if (specifier.startsWith('.')) targets.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
  }
  return targets;
}

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
 * sign-out and session check cost 0.2 KB, the notifications tab 32 KB, of a 150 KB budget).
 */
const LATER_PAGE_FACES: ReadonlySet<string> = new Set([
  'features/auth/pages.ts',
  'features/alerts/sign-out.ts',
  'features/notifications/pages.ts',
  'features/premium/pages.ts',
]);

/** Imports from one feature into another feature's files other than its index.ts (or a later pages' face). */
function crossFeatureReaches(imports: readonly SourceImport[], faces: ReadonlySet<string> = LATER_PAGE_FACES): string[] {
  return imports
    .filter(({ from, to }) => {
      const source = folderOf(from);
      const target = folderOf(to);
      if (!source.startsWith('features/') || !target.startsWith('features/') || source === target) return false;
      return to !== `${target}/index.ts` && !faces.has(to);
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

/** The circles of the folder graph: each strongly connected group of two or more folders, sorted. */
function folderCircles(imports: readonly SourceImport[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const source = folderOf(from);
    const target = folderOf(to);
    if (source === target) continue;
    const targets = edges.get(source) ?? new Set<string>();
    targets.add(target);
    edges.set(source, targets);
  }
  // Tarjan's algorithm: the folders that reach each other form one group.
  let counter = 0;
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (folder: string): void => {
    index.set(folder, counter);
    lowest.set(folder, counter);
    counter += 1;
    stack.push(folder);
    onStack.add(folder);
    for (const next of edges.get(folder) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(folder, Math.min(lowest.get(folder) ?? 0, lowest.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowest.set(folder, Math.min(lowest.get(folder) ?? 0, index.get(next) ?? 0));
      }
    }
    if (lowest.get(folder) !== index.get(folder)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== folder);
    if (group.length > 1) circles.push(group.sort());
  };
  for (const folder of [...edges.keys()].sort()) if (!index.has(folder)) visit(folder);
  return circles;
}

function appImports(): SourceImport[] {
  return appSourceFiles().flatMap((from) => importsOf(from).map((to) => ({ from, to })));
}

describe('the import graph of pwa/src', () => {
  it('reaches another feature only through its index.ts', () => {
    expect(crossFeatureReaches(appImports())).toEqual([]);
  });

  it('has no circle between folders', () => {
    expect(folderCircles(appImports())).toEqual([]);
  });

  it('finds a circle and a reach past a face when there is one', () => {
    const imports = [
      { from: 'sync/run.ts', to: 'features/items/executor.ts' },
      { from: 'features/items/executor.ts', to: 'db/app-db.ts' },
      { from: 'db/app-db.ts', to: 'sync/types.ts' },
      { from: 'features/search/page.tsx', to: 'features/items/index.ts' },
      { from: 'features/search/page.tsx', to: 'features/items/item-card.tsx' },
    ];
    expect(folderCircles(imports)).toEqual([['db', 'features/items', 'sync']]);
    expect(crossFeatureReaches(imports)).toEqual(['features/search/page.tsx -> features/items/item-card.tsx']);
  });
});
