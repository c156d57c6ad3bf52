/**
 * How many of a listing's media get a thumbnail under the main view, and how many are left over for
 * the last thumbnail's "+N" (a video and five photos showed three photos and no hint of
 * the other two). The left-over ones are still one tap away, in the gallery.
 */
export interface ThumbnailStrip {
  shown: number;
  more: number;
}

export function thumbnailStrip(mediaCount: number, slots: number): ThumbnailStrip {
  const shown = Math.min(mediaCount, slots);
  return { shown, more: mediaCount - shown };
}
