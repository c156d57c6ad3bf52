import { describe, expect, it } from 'vitest';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { checkPicture, PICTURE_MAX_MB } from './picture-rules.ts';

const MB = 1024 * 1024;
const file = (type: string, size = 1000): File => {
  const made = new File(['x'], 'picture', { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('checkPicture', () => {
  it('accepts any image up to and including 5 MB', () => {
    expect(PICTURE_MAX_MB).toBe(5);
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'IMAGE/PNG']) expect(checkPicture(file(type))).toBeUndefined();
    expect(checkPicture(file('image/jpeg', 5 * MB))).toBeUndefined();
  });

  it('refuses anything that is not an image, asking for an image file', () => {
    for (const type of ['application/pdf', 'video/mp4', 'text/plain', '']) {
      expect(checkPicture(file(type))).toEqual(profilePageMessages.picture.invalidType);
    }
  });

  it('refuses an image over 5 MB, naming the 5 MB limit', () => {
    expect(checkPicture(file('image/png', 5 * MB + 1))).toEqual({ title: profilePageMessages.picture.tooLarge.title, text: profilePageMessages.picture.tooLarge.text(5) });
  });
});
