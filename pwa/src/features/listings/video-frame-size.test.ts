import { describe, expect, it } from 'vitest';
import { videoFrameSize } from './video-frame-size.ts';

describe('videoFrameSize', () => {
  it('fits a landscape video in 1280×720 and an upright one in 720×1280', () => {
    expect(videoFrameSize(1920, 1080)).toEqual({ width: 1280, height: 720 });
    expect(videoFrameSize(1080, 1920)).toEqual({ width: 720, height: 1280 });
    expect(videoFrameSize(3840, 1600)).toEqual({ width: 1280, height: 534 });
  });

  it('keeps a smaller video at its size, with even sides', () => {
    expect(videoFrameSize(640, 360)).toEqual({ width: 640, height: 360 });
    expect(videoFrameSize(641, 359)).toEqual({ width: 642, height: 360 });
  });
});
