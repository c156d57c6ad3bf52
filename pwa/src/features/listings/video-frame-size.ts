/**
 * The size a video is re-recorded at (at most 1280×720). The box turns with the video, so an
 * upright phone video keeps 720×1280 instead of shrinking to 405×720; sides are even, as video
 * encoders want, and a smaller video keeps its size.
 */
const LONG_SIDE = 1280;
const SHORT_SIDE = 720;

export function videoFrameSize(width: number, height: number): { width: number; height: number } {
  const [maxWidth, maxHeight] = width >= height ? [LONG_SIDE, SHORT_SIDE] : [SHORT_SIDE, LONG_SIDE];
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  const even = (side: number): number => Math.max(2, Math.round((side * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}
