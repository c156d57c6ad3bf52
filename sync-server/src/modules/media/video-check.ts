/**
 * Videos are stored as sent, but only after their container is checked from the first
 * bytes: an MP4 or QuickTime movie (an ISO-BMFF `ftyp` box) or a WebM file (EBML with the webm doc
 * type). MP4 and MOV share one container, and phones label them loosely, so either declared type
 * accepts either; WebM must really be WebM.
 */
import { serverMessages } from '@shared/messages/server.ts';
import type { Readable } from 'node:stream';
import { fileTypeStream } from 'file-type';
import type { VideoContentType } from '@shared/media.ts';
import { AppError } from '../../errors.ts';

const ISO_MEDIA = new Set(['video/mp4', 'video/quicktime', 'video/x-m4v']);

const accepts = (declared: VideoContentType, detected: string | undefined): boolean =>
  detected !== undefined && (declared === 'video/webm' ? detected === 'video/webm' : ISO_MEDIA.has(detected));

/** The same bytes, once their first few kilobytes show the declared container; else a 415. */
export async function checkedVideo(source: Readable, declared: VideoContentType): Promise<Readable> {
  const stream = await fileTypeStream(source, { sampleSize: 4100 });
  if (!accepts(declared, stream.fileType?.mime)) {
    // Discard the rest of the body (already capped by its length) so the refusal reaches the client.
    stream.resume();
    throw new AppError(415, 'video-type-not-allowed', serverMessages.uploads.notAVideo);
  }
  return stream;
}
