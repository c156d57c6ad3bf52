import { describe, expect, it } from 'vitest';
import { pageLocale } from '@shared/locale.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { formatFileSize } from '@shared/intl.ts';
import { checkPhotos, checkVideo, fileSizeText, videoContentType } from './media-rules.ts';

const m = listingMessages.media;

const file = (name: string, type: string, bytes = 1024): File => new File([new Uint8Array(bytes)], name, { type });

describe('checkPhotos', () => {
  const jpegs = (count: number) => Array.from({ length: count }, (_, n) => file(`${n}.jpg`, 'image/jpeg'));

  it('accepts up to 5 JPEG, PNG or WebP photos in all', () => {
    const three = [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.webp', 'image/webp')];
    expect(checkPhotos(0, three)).toEqual({ accepted: three });
    const one = jpegs(1);
    expect(checkPhotos(4, one)).toEqual({ accepted: one });
  });

  it('adds the first that fit from a pick of too many, saying the rest were left out', () => {
    // Six picked at once from a gallery added none.
    const six = jpegs(6);
    expect(checkPhotos(0, six)).toEqual({ accepted: six.slice(0, 5), problem: m.tooManyPhotosAdded(5, 5) });
    const two = jpegs(2);
    expect(checkPhotos(4, two)).toEqual({ accepted: two.slice(0, 1), problem: m.tooManyPhotosAdded(1, 5) });
    expect(checkPhotos(5, jpegs(1))).toEqual({ accepted: [], problem: m.tooManyPhotos });
  });

  it("takes a paid plan's limit, adding up to it with that figure", () => {
    const five = jpegs(5);
    const six = jpegs(6);
    expect(checkPhotos(5, five, 10)).toEqual({ accepted: five });
    expect(checkPhotos(5, six, 10)).toEqual({ accepted: six.slice(0, 5), problem: m.tooManyPhotosAdded(5, 10) });
    expect(checkPhotos(10, jpegs(1), 10)).toEqual({ accepted: [], problem: m.tooManyPhotosFor(10) });
  });

  it('refuses a pick with a file that is no photo, adding none of it', () => {
    expect(checkPhotos(0, [file('a.jpg', 'image/jpeg'), file('b.gif', 'image/gif')])).toEqual({ accepted: [], problem: m.invalidPhotoType });
  });
});

// The agreed words exactly, which only the English copy carries.
it.runIf(pageLocale === 'en')('words the refusals exactly as users see them', () => {
  expect(m.tooManyPhotos).toEqual({ title: 'Too many photos', text: 'You can upload maximum 5 photos.' });
  expect(m.tooManyPhotosFor(10).text).toBe('You can upload maximum 10 photos.');
  expect(m.tooManyPhotosAdded(5, 5).text).toBe('You can upload maximum 5 photos. The first 5 you picked were added; the rest were left out.');
  expect(m.tooManyPhotosAdded(1, 5).text).toBe('You can upload maximum 5 photos. The first one you picked was added; the rest were left out.');
  expect(m.invalidPhotoType).toEqual({ title: 'Invalid file type', text: 'Only JPEG, PNG, and WebP images are allowed.' });
  expect(m.invalidVideoType).toEqual({ title: 'Invalid file type', text: 'Only MP4, WebM, and MOV videos are allowed.' });
  expect({ title: m.videoTooLarge.title, text: m.videoTooLarge.text(5) }).toEqual({ title: 'File too large', text: 'Video must be less than 5MB.' });
});

describe('checkVideo', () => {
  it('accepts MP4, WebM and MOV up to 5 MB, also when the phone reports no type', () => {
    expect(checkVideo(file('a.mp4', 'video/mp4'))).toBeUndefined();
    expect(checkVideo(file('b.mov', 'video/quicktime'))).toBeUndefined();
    expect(checkVideo(file('c.MOV', ''))).toBeUndefined();
    expect(checkVideo(file('d.webm', 'video/webm', 5 * 1024 * 1024))).toBeUndefined();
  });

  it('takes a paid plan\'s video limit, with its figure in the message', () => {
    expect(checkVideo(file('a.mp4', 'video/mp4', 25 * 1024 * 1024), 25)).toBeUndefined();
    expect(checkVideo(file('a.mp4', 'video/mp4', 25 * 1024 * 1024 + 1), 25)).toEqual({ title: m.videoTooLarge.title, text: m.videoTooLarge.text(25) });
  });

  it('refuses other types and larger files, each with its own message', () => {
    expect(checkVideo(file('a.avi', 'video/x-msvideo'))).toEqual(m.invalidVideoType);
    expect(checkVideo(file('a.mp4', 'video/mp4', 5 * 1024 * 1024 + 1))).toEqual({ title: m.videoTooLarge.title, text: m.videoTooLarge.text(5) });
  });
});

describe('videoContentType', () => {
  it('is the type the phone gave, or the one the extension names (a .mov is QuickTime)', () => {
    expect(videoContentType(file('a.mp4', 'video/mp4'))).toBe('video/mp4');
    expect(videoContentType(file('a.MOV', ''))).toBe('video/quicktime');
    expect(videoContentType(file('a.webm', ''))).toBe('video/webm');
    expect(videoContentType(file('a.avi', 'video/x-msvideo'))).toBeUndefined();
  });
});

it('shows a picked file\'s size in megabytes or kilobytes, never as zero', () => {
  expect(fileSizeText(2_464_153)).toBe(formatFileSize(2_464_153));
  expect(fileSizeText(2_464_153)).toMatch(/^2\.3 MB$/);
  expect(fileSizeText(300 * 1024)).toMatch(/^300 kB$/);
  // A clip of a few hundred bytes read "0.00 MB".
  expect(fileSizeText(10)).toMatch(/^1 kB$/);
});
