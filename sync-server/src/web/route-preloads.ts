/**
 * A page people land on from outside (a shared listing, a search, a category) draws with its route's
 * code, which the app only asks for once its entry script has downloaded and run: one more round trip
 * on a slow link before anything of the page shows. Preloading that code (the route's chunk and the
 * chunks it imports that the entry does not) downloads it beside the entry instead.
 */
import path from 'node:path';
import { buildFileReader } from './build-file.ts';
import { LANDING_ROUTE_FILES, type LandingPage } from './landing-pages.ts';

/*
 * `Link: rel=modulepreload` on the navigation, or with the entry after a first screen (app-shell.ts).
 * Which files those are comes from the build's manifest (vite.config.ts `build.manifest`); without one
 * (a build from before it), nothing is preloaded.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Each manifest key's file and the files of everything it imports statically, itself first. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen))];
}

/** The addresses of each landing route file's chunks the entry does not load, from a build's manifest. */
export function routeChunkPreloads(manifest: Manifest): Map<string, string[]> {
  const entryFiles = new Set(Object.keys(manifest).filter((key) => manifest[key]?.isEntry).flatMap((key) => staticClosure(manifest, key)));
  const preloads = new Map<string, string[]>();
  for (const routeFile of Object.values(LANDING_ROUTE_FILES)) {
    // The router plugin splits a route's component into `<file>?tsr-split=component`.
    const key = Object.keys(manifest).find((name) => name === routeFile || name.startsWith(`${routeFile}?`));
    if (!key) continue;
    const files = staticClosure(manifest, key).filter((file) => !entryFiles.has(file));
    preloads.set(routeFile, files.map((file) => `/${file}`));
  }
  return preloads;
}

/**
 * The route code of a landing page, from the manifest of the build in `root` (read again only when a
 * new build replaces it). Without a readable manifest nothing is preloaded: the page never depends on
 * its preloads.
 */
export function routePreloader(root: string): (page: LandingPage) => string[] {
  const readPreloads = buildFileReader(path.join(root, '.vite', 'manifest.json'), (text) => routeChunkPreloads(JSON.parse(text) as Manifest));
  return (page) => readPreloads()?.get(LANDING_ROUTE_FILES[page.kind]) ?? [];
}
