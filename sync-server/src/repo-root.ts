/**
 * The repository's root folder, found from this file's place: the server runs from its sources
 * (sync-server/src) in development and tests, and from its compiled bundle (dist/server) in production.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT_PACKAGE = 'kiraya';

function findRepoRoot(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === ROOT_PACKAGE) return folder;
    if (path.dirname(folder) === folder) throw new Error(`Kiraya's package.json (name "${ROOT_PACKAGE}") not found above ${start}`);
  }
}

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
