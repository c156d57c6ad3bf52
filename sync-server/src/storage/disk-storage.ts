/**
 * The default media store: files under DATA_DIR/media. Writes go to a temporary name first and are
 * renamed into place, so readers never see a partial file. A private object's file is created 0600 in
 * a folder kept at 0700, so no other account on the machine can read it, whatever the umask.
 */
import { randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, chmod, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { storageUnavailable, type MediaStorage } from './storage.ts';

const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;
const PUBLIC_FILE = 0o644;

export function diskStorage(mediaDir: string): MediaStorage {
  const root = path.resolve(mediaDir);
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`media key outside the media folder: ${key}`);
    return file;
  };
  return {
    async put(key, body, { length, private: only }) {
      const file = fileOf(key);
      const folder = path.dirname(file);
      await mkdir(folder, { recursive: true, ...(only ? { mode: PRIVATE_FOLDER } : {}) });
      // A folder made before (or by another umask) is narrowed too.
      if (only) await chmod(folder, PRIVATE_FOLDER);
      const mode = only ? PRIVATE_FILE : PUBLIC_FILE;
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(temporary, body, { mode });
        else await pipeline(body, createWriteStream(temporary, { mode }));
        const written = (await stat(temporary)).size;
        if (written !== length) throw new Error(`expected ${length} bytes, received ${written}`);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async size(key) {
      try {
        const found = await stat(fileOf(key));
        return found.isFile() ? found.size : undefined;
      } catch {
        return undefined;
      }
    },
    async read(key, range) {
      const stream = createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      // Surface a missing file here rather than as a stream error after headers were sent.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream satisfies Readable;
    },
    async check() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
      } catch (error) {
        throw storageUnavailable(error);
      }
    },
  };
}
