/**
 * Where media bytes are kept (DESIGN.md §9): an adapter, local disk under DATA_DIR/media by default.
 * Writes go to a temporary name first and are renamed into place, so a failed upload never leaves a
 * partial file that could be served.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MediaStorage {
  /** Stores the bytes under a key such as `i/{id}-400.webp`. */
  put(key: string, bytes: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
}

export function localDiskStorage(mediaDir: string): MediaStorage {
  const root = path.resolve(mediaDir);
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`media key outside the media folder: ${key}`);
    return file;
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
