/**
 * An app's import graph read from its source lines, and the circles in it, for the tests that keep the
 * PWA's and the server's folders one-way. Test files and test/ helpers are left out: they may reach anywhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ImportEdge {
  from: string;
  to: string;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** Every import between the app's own source files, as paths relative to `root` (`alias`, such as '@pwa/', names root too). */
export function sourceImports(root: string, alias: string): ImportEdge[] {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.startsWith('test/'));
  return files.flatMap((from) => {
    const targets: string[] = [];
    for (const [, specifier] of readFileSync(path.join(root, from), 'utf8').matchAll(SPECIFIER)) {
      if (specifier === undefined) continue;
      const target = specifier.startsWith(alias)
        ? specifier.slice(alias.length)
        : specifier.startsWith('.')
          ? path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
          : undefined;
      if (target !== undefined && !target.startsWith('..')) targets.push(target);
    }
    return targets.map((to) => ({ from, to }));
  });
}

/** The groups of units (as `unitOf` names a file's) that import one another in a circle, each sorted. */
export function circlesOf(edges: readonly ImportEdge[], unitOf: (file: string) => string): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [unitOf(from), unitOf(to)];
    if (!next.has(a)) next.set(a, new Set());
    if (!next.has(b)) next.set(b, new Set());
    if (a !== b) next.get(a)?.add(b);
  }
  // Tarjan's algorithm: units that reach each other form one strongly connected group.
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
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== unit);
    if (group.length > 1) circles.push(group.sort());
  };
  for (const unit of [...next.keys()].sort()) if (!index.has(unit)) visit(unit);
  return circles;
}

/** Each circle with the imports that tie it, so a failure says which lines to change. */
export function circlesWithImports(edges: readonly ImportEdge[], unitOf: (file: string) => string): Array<{ circle: string[]; imports: string[] }> {
  return circlesOf(edges, unitOf).map((circle) => {
    const members = new Set(circle);
    const imports = edges
      .filter(({ from, to }) => unitOf(from) !== unitOf(to) && members.has(unitOf(from)) && members.has(unitOf(to)))
      .map(({ from, to }) => `${from} -> ${to}`);
    return { circle, imports };
  });
}
