/**
 * A file of the build (its index.html, its manifest), read again only when a new build replaces it.
 * A file that cannot be read (missing, or caught half written by a build) gives undefined: the pages
 * served from it then do without what it brings.
 */
import { readFileSync, statSync } from 'node:fs';

export function buildFileReader<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let loadedAt = -1;
  let parsed: T | undefined;
  return () => {
    try {
      const modifiedAt = statSync(file).mtimeMs;
      if (modifiedAt !== loadedAt) {
        parsed = parse(readFileSync(file, 'utf8'));
        loadedAt = modifiedAt;
      }
      return parsed;
    } catch {
      return undefined;
    }
  };
}
