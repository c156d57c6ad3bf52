import imageCompression from 'browser-image-compression';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressedImageType, compressImage } from './compress-image.ts';

// happy-dom has no canvas to draw on: the library stands in for it.
vi.mock('browser-image-compression', () => ({ default: vi.fn<typeof imageCompression>() }));

const photo = (name: string, type: string, bytes: number): File => new File([new Uint8Array(bytes)], name, { type });

describe('compressedImageType', () => {
  it('keeps PNG and WebP, and makes everything else JPEG', () => {
    expect(compressedImageType(photo('a.png', 'image/png', 1))).toBe('image/png');
    expect(compressedImageType(photo('a.webp', 'image/webp', 1))).toBe('image/webp');
    expect(compressedImageType(photo('a.jpg', 'image/jpeg', 1))).toBe('image/jpeg');
    expect(compressedImageType(photo('a.jpg', 'image/jpg', 1))).toBe('image/jpeg');
  });

  it('reads the extension of a photo the phone gave no type', () => {
    expect(compressedImageType(photo('a.PNG', '', 1))).toBe('image/png');
    expect(compressedImageType(photo('a.webp', '', 1))).toBe('image/webp');
    expect(compressedImageType(photo('a.jpeg', '', 1))).toBe('image/jpeg');
  });
});

describe('compressImage', () => {
  afterEach(() => vi.mocked(imageCompression).mockReset());

  it('compresses on this thread to 1920 px at quality 0.85 in the type the rule gives, reporting progress', async () => {
    const compressed = photo('a.png', 'image/png', 400);
    vi.mocked(imageCompression).mockImplementation(async (_file, options) => {
      options.onProgress?.(60);
      return compressed;
    });
    const onProgress = vi.fn<(percent: number) => void>();
    expect(await compressImage(photo('a.png', 'image/png', 1000), onProgress)).toBe(compressed);
    expect(imageCompression).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ maxWidthOrHeight: 1920, initialQuality: 0.85, fileType: 'image/png', useWebWorker: false }),
    );
    expect(onProgress).toHaveBeenCalledWith(60);
  });

  it('keeps the original when the result is not smaller', async () => {
    const original = photo('a.jpg', 'image/jpeg', 1000);
    vi.mocked(imageCompression).mockResolvedValue(photo('a.jpg', 'image/jpeg', 1000));
    expect(await compressImage(original, () => undefined)).toBe(original);
    vi.mocked(imageCompression).mockResolvedValue(photo('a.jpg', 'image/jpeg', 1200));
    expect(await compressImage(original, () => undefined)).toBe(original);
  });

  it('gives a photo without a type the one its extension names, which the library needs', async () => {
    vi.mocked(imageCompression).mockResolvedValue(photo('a.jpg', 'image/jpeg', 10));
    await compressImage(photo('a.jpg', '', 1000), () => undefined);
    expect(vi.mocked(imageCompression).mock.calls[0]?.[0].type).toBe('image/jpeg');
  });
});
