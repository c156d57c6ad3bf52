/**
 * Where media bytes are kept: an adapter, local disk under DATA_DIR/media by default
 * (./disk-storage.ts) or any S3-compatible store (./s3-storage.ts). Every write is all-or-nothing, so a
 * failed upload never leaves a partial object that could be served.
 */
import { serverMessages } from '@shared/messages/server.ts';
import type { Readable } from 'node:stream';
import { AppError } from '../errors.ts';

/** An inclusive byte range, as a Range request names it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType: string;
  length: number;
  /**
   * Readable by the server alone: on disk the file is 0600 in a 0700 folder. An S3 object is private
   * whatever this says (the server serves /media itself; nothing reads the bucket directly).
   */
  private?: boolean;
}

export interface MediaStorage {
  /**
   * Stores the bytes under a key such as `i/{id}-400.webp`. A stream is stored only once it has ended
   * without error, and must carry exactly `length` bytes.
   */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  remove(key: string): Promise<void>;
  /** The stored size in bytes, or undefined when there is no such object. */
  size(key: string): Promise<number | undefined>;
  /** The object's bytes, or only the given range of them. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Rejects with StorageUnavailable when the store cannot take uploads right now. */
  check(): Promise<void>;
}

/** The upload calls answer 503 with a message when storage is not available. */
export const storageUnavailable = (cause?: unknown): AppError => {
  const error = new AppError(503, 'storage-unavailable', serverMessages.uploads.storageUnavailable);
  if (cause !== undefined) error.cause = cause;
  return error;
};

export const isStorageUnavailable = (error: unknown): boolean => error instanceof AppError && error.code === 'storage-unavailable';
