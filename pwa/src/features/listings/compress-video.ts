/**
 * Shrinks a picked video before upload where the browser can re-encode one: it plays muted into a canvas
 * of at most 1280×720 (video-frame-size.ts), recorded with its sound as WebM. The result is kept only when
 * smaller; a browser that cannot record WebM, or cannot capture a video's sound, keeps the original.
 */
import fixWebmDuration from 'fix-webm-duration';
import { smallerFile } from '@pwa/lib/smaller-file.ts';
import { videoFrameSize } from './video-frame-size.ts';

const FRAME_RATE = 30;
const VIDEO_BITS_PER_SECOND = 1_500_000;
const AUDIO_BITS_PER_SECOND = 128_000;
/** VP8 first: mid and low-end phones encode it in real time where VP9 drops frames. */
const WEBM_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm'];
/** A video that stops loading or playing (a phone saving power, a broken file) fails the compression instead of hanging the save. */
const STALL_MS = 15_000;

/** Firefox names HTMLMediaElement.captureStream mozCaptureStream. */
type CapturingVideo = HTMLVideoElement & { captureStream?: () => MediaStream; mozCaptureStream?: () => MediaStream };

/** The WebM type this browser records, or undefined when it cannot re-encode a video. */
export function webmRecordingType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof HTMLCanvasElement.prototype.captureStream !== 'function') return undefined;
  const media = HTMLMediaElement.prototype;
  // Without the video's sound captured, the upload would be a silent video.
  if (!('captureStream' in media) && !('mozCaptureStream' in media)) return undefined;
  return WEBM_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

/** `onProgress` hears 0 to 100 as the video plays through. Rejects when it cannot be played or recorded. */
export async function compressVideo(file: File, onProgress: (percent: number) => void): Promise<File> {
  const mimeType = webmRecordingType();
  if (!mimeType) return file;
  const source = URL.createObjectURL(file);
  const video: CapturingVideo = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  video.src = source;
  try {
    return smallerFile(file, await record(video, mimeType, file.name, onProgress));
  } finally {
    video.pause();
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(source);
  }
}

async function record(video: CapturingVideo, mimeType: string, name: string, onProgress: (percent: number) => void): Promise<File> {
  await watchVideo(video, 'loadedmetadata', () => undefined);
  const canvas = document.createElement('canvas');
  Object.assign(canvas, videoFrameSize(video.videoWidth, video.videoHeight));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas to draw the video on');
  // Captured before playing so the sound is there from the start; muting the element does not
  // silence the capture (Media Capture from DOM Elements).
  const sound = (video.captureStream ?? video.mozCaptureStream)?.call(video);
  await video.play();
  const stream = new MediaStream([...canvas.captureStream(FRAME_RATE).getVideoTracks(), ...(sound?.getAudioTracks() ?? [])]);
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: VIDEO_BITS_PER_SECOND, audioBitsPerSecond: AUDIO_BITS_PER_SECOND });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size) chunks.push(event.data);
  };
  const stopped = new Promise<void>((resolve, reject) => {
    recorder.onstop = () => resolve();
    recorder.onerror = () => reject(new Error('the video could not be recorded'));
  });
  recorder.start(1000);
  const startedAt = performance.now();
  const draw = (): void => {
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    if (recorder.state === 'recording' && !video.ended) requestAnimationFrame(draw);
  };
  draw();
  const playing = watchVideo(video, 'ended', () => {
    // Some WebM files carry no duration (Infinity): their progress is unknown until they end.
    if (Number.isFinite(video.duration) && video.duration > 0) onProgress(Math.min(100, (video.currentTime / video.duration) * 100));
  });
  try {
    await Promise.race([playing, stopped.then(() => Promise.reject(new Error('the recording stopped early')))]);
  } finally {
    if (recorder.state !== 'inactive') recorder.stop();
    stream.getTracks().forEach((track) => track.stop());
    sound?.getTracks().forEach((track) => track.stop());
  }
  await stopped;
  // MediaRecorder writes no duration into a WebM: without it players show no length and must read
  // the whole file to seek. The recording lasted as long as the video played.
  const durationMs = Number.isFinite(video.duration) && video.duration > 0 ? video.duration * 1000 : performance.now() - startedAt;
  const recorded = await fixWebmDuration(new Blob(chunks, { type: 'video/webm' }), durationMs, { logger: false });
  onProgress(100);
  return new File([recorded], `${name.replace(/\.[^.]*$/, '')}.webm`, { type: 'video/webm' });
}

/**
 * Resolves when the video fires `until`, calling `onTime` as it plays; rejects on a media error or
 * when nothing has happened for STALL_MS.
 */
function watchVideo(video: HTMLVideoElement, until: 'loadedmetadata' | 'ended', onTime: () => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let stall: ReturnType<typeof setTimeout> | undefined;
    const finish = (error?: Error): void => {
      clearTimeout(stall);
      video.removeEventListener(until, done);
      video.removeEventListener('timeupdate', tick);
      video.removeEventListener('error', failed);
      if (error) reject(error);
      else resolve();
    };
    const watch = (): void => {
      clearTimeout(stall);
      stall = setTimeout(() => finish(new Error('the video stopped loading or playing')), STALL_MS);
    };
    const done = (): void => finish();
    const tick = (): void => {
      watch();
      onTime();
    };
    const failed = (): void => finish(new Error('the video cannot be read'));
    video.addEventListener(until, done);
    video.addEventListener('timeupdate', tick);
    video.addEventListener('error', failed);
    watch();
  });
}
