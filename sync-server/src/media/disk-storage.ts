/**
 * The default media store: files under DATA_DIR/media. Writes go to a temporary name first and are
 * renamed into place, so readers never see a partial file.
 */
import { randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { storageUnavailable, type MediaStorage } from './storage.ts';

export function diskStorage(mediaDir: string): MediaStorage {
  const root = path.resolve(mediaDir);
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`media key outside the media folder: ${key}`);
    return file;
  };
  return {
    async put(key, body, { length }) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(temporary, body);
        else await pipeline(body, createWriteStream(temporary));
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
