/** The media store the configuration names: S3 when S3_BUCKET is set, else DATA_DIR/media. */
import path from 'node:path';
import type { Config } from '../config.ts';
import { diskStorage } from './disk-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { MediaStorage } from './storage.ts';

export const openMediaStorage = (config: Config): MediaStorage =>
  config.s3 ? s3Storage(config.s3) : diskStorage(path.join(config.dataDir, 'media'));
