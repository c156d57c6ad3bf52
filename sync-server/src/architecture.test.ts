/**
 * The server's seams, read from its imports: a domain module is entered only through its index.ts,
 * which publishes no repository, route files call no repository, and the top-level folders and modules
 * of sync-server/src import one another without a circle.
 */
import { describe, expect, it } from 'vitest';
import { circlesWithImports, sourceImports, type ImportEdge } from '@shared/testing/import-graph.ts';

/** The unit a file belongs to: its domain module (modules/<name>), its top-level folder, or itself. */
function unitOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? file) : file;
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

describe('the server’s import graph', () => {
  const edges = sourceImports(import.meta.dirname, '@server/');

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
    expect(circlesWithImports(edges, unitOf)).toEqual([]);
  });
});
