import { describe, expect, it } from 'vitest';
import { thumbnailStrip } from './thumbnail-strip.ts';

describe('thumbnailStrip', () => {
  it('gives every medium a thumbnail while they fit', () => {
    expect(thumbnailStrip(0, 4)).toEqual({ shown: 0, more: 0 });
    expect(thumbnailStrip(4, 4)).toEqual({ shown: 4, more: 0 });
  });

  it('fills every slot and counts the rest for "+N"', () => {
    // A video and five photos: four thumbnails, two more.
    expect(thumbnailStrip(6, 4)).toEqual({ shown: 4, more: 2 });
    expect(thumbnailStrip(5, 4)).toEqual({ shown: 4, more: 1 });
  });
});
