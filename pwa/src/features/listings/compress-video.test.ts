import { describe, expect, it, vi } from 'vitest';
import { compressVideo, webmRecordingType } from './compress-video.ts';

// happy-dom, like a browser without MediaRecorder, cannot re-encode a video.
describe('compressVideo where the browser cannot record', () => {
  it('keeps the original without a word', async () => {
    expect(webmRecordingType()).toBeUndefined();
    const video = new File([new Uint8Array(2000)], 'ride.mp4', { type: 'video/mp4' });
    const onProgress = vi.fn<(percent: number) => void>();
    expect(await compressVideo(video, onProgress)).toBe(video);
    expect(onProgress).not.toHaveBeenCalled();
  });
});
