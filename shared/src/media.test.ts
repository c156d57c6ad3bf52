import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './media.ts';

describe('imageSrcSet', () => {
  it('offers the three widths of an uploaded photo and nothing for other images', () => {
    const id = '01a2031a-0000-7000-8000-000000000001';
    expect(imageSrcSet(`/media/i/${id}.webp`)).toBe(
      `/media/i/${id}-400.webp 400w, /media/i/${id}-800.webp 800w, /media/i/${id}.webp 1600w`,
    );
    expect(imageSrcSet('/media/demo/cameras-6.webp')).toBeUndefined();
  });
});
