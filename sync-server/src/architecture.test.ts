/**
 * The server's seams, read from its imports: a domain module is entered only through its index.ts,
 * which publishes no repository, route files call no repository, and the top-level folders and modules
 * of sync-server/src import one another without a circle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = import.meta.dirname;

/** Every non-test TypeScript file of the server, as a path relative to sync-server/src. */
function sourceFiles(): string[] {
  return readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .filter((file) => !file.startsWith('test/'));
}

const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The server files a file imports, relative to sync-server/src (packages and shared/ left out). */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(SOURCE, file), 'utf8');
  const targets: string[] = [];
  for (const [, specifier] of text.matchAll(IMPORT_SPECIFIER)) {
    if (specifier === undefined) continue;
    let target: string | undefined;
    if (specifier.startsWith('@server/')) target = specifier.slice('@server/'.length);
    else if (specifier.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    if (target !== undefined && !target.startsWith('..')) targets.push(target);
  }
  return targets;
}

/** The unit a file belongs to: its domain module (modules/<name>), its top-level folder, or itself. */
function unitOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? file) : file;
}

interface ImportEdge {
  from: string;
  to: string;
}

function importEdges(): ImportEdge[] {
  return sourceFiles().flatMap((from) => importsOf(from).map((to) => ({ from, to })));
}

/** Imports that reach into another domain module past its index.ts. */
function doorViolations(edges: ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const target = unitOf(to);
      return target.startsWith('modules/') && target !== unitOf(from) && to !== `${target}/index.ts`;
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

/** The groups of units that import one another in a circle (Tarjan's strongly connected components). */
function unitCircles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [unitOf(from), unitOf(to)];
    if (!next.has(a)) next.set(a, new Set());
    if (!next.has(b)) next.set(b, new Set());
    if (a !== b) next.get(a)?.add(b);
  }
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (unit: string): void => {
    index.set(unit, index.size);
    lowest.set(unit, index.get(unit) ?? 0);
    stack.push(unit);
    onStack.add(unit);
    for (const target of next.get(unit) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(unit, Math.min(lowest.get(unit) ?? 0, lowest.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowest.set(unit, Math.min(lowest.get(unit) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowest.get(unit) !== index.get(unit)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== unit);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const unit of [...next.keys()].sort()) if (!index.has(unit)) visit(unit);
  return circles;
}

/** For a circle, the imports that tie it, so a failure says which lines to change. */
function importsWithin(circle: string[], edges: ImportEdge[]): string[] {
  const members = new Set(circle);
  return edges
    .filter(({ from, to }) => unitOf(from) !== unitOf(to) && members.has(unitOf(from)) && members.has(unitOf(to)))
    .map(({ from, to }) => `${from} -> ${to}`);
}

describe('the server’s import graph', () => {
  const edges = importEdges();

  it('is read from the source files', () => {
    expect(edges.length).toBeGreaterThan(100);
    expect(edges).toContainEqual({ from: 'app.ts', to: 'config.ts' });
  });

  it('enters another domain module only through its index.ts', () => {
    expect(doorViolations(edges)).toEqual([]);
  });

  it('publishes no repository through a module’s index.ts', () => {
    const published = edges.filter(({ from, to }) => /^modules\/[^/]+\/index\.ts$/.test(from) && to.endsWith('-repo.ts'));
    expect(published.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('lets route files call services, never a repository', () => {
    const direct = edges.filter(({ from, to }) => from.endsWith('-routes.ts') && to.endsWith('-repo.ts'));
    expect(direct.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('has no circle among the top-level folders and modules', () => {
    const circles = unitCircles(edges).map((circle) => ({ circle, imports: importsWithin(circle, edges) }));
    expect(circles).toEqual([]);
  });
});
