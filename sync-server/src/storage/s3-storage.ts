/**
 * Media in any S3-compatible store, chosen when S3_BUCKET is
 * set. A PutObject is atomic (the object appears only once complete), which gives the same
 * no-partial-files guarantee as the disk store. The server still serves /media itself, so pages keep
 * one origin, the CSP stays 'self' and the service worker can cache media.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import { AppError } from '../errors.ts';
import { storageUnavailable, type MediaStorage } from './storage.ts';

/** A store that answered recently is not asked again before each upload. */
const HEALTHY_FOR_MS = 30_000;

const isMissing = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

export function s3Storage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: 2,
    // Plain signed uploads: many S3-compatible stores do not understand the SDK's default
    // aws-chunked uploads with checksum trailers, and would store the chunk framing as content.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 3000, requestTimeout: 60_000 },
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => `${settings.prefix}${key}`;
  let healthyUntil = 0;

  return {
    async put(key, body, { contentType, length }) {
      // The SDK pipes a stream into its request without watching it: a body that fails (the client
      // went away, the container check refused it) must abort the request, or it waits for bytes
      // that never come.
      const abort = new AbortController();
      if (body instanceof Readable) body.once('error', () => abort.abort());
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentType, ContentLength: length }), {
          abortSignal: abort.signal,
        });
      } catch (error) {
        // A refused or broken upload stream is the client's problem, not the store's.
        const streamError = body instanceof Readable ? body.errored : null;
        if (streamError) throw streamError;
        if (error instanceof AppError) throw error;
        throw storageUnavailable(error);
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return head.ContentLength;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async read(key, range) {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: keyOf(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('the S3 client returned no readable body');
      return answer.Body;
    },
    async check() {
      if (Date.now() < healthyUntil) return;
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        healthyUntil = Date.now() + HEALTHY_FOR_MS;
      } catch (error) {
        throw storageUnavailable(error);
      }
    },
  };
}
