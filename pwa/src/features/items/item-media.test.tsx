import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { browseMessages } from '@shared/messages/browse.ts';
import { ItemMedia } from './item-media.tsx';

const t = browseMessages.item;
const images = ['/media/a.webp', '/media/b.webp', '/media/c.webp', '/media/d.webp', '/media/e.webp'];
/** Every button but the main photo's (which opens the gallery) is a thumbnail. */
const isThumbnail = (name: string): boolean => name !== t.openGallery('Tent');

describe('item media', () => {
  it('shows the video first, with its badge', () => {
    const { container } = render(<ItemMedia item={{ videoUrl: '/media/v.mp4', imageUrls: images }} title="Tent" />);
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/media/v.mp4');
    expect(screen.getByText(t.videoBadge)).toBeTruthy();
  });

  it('names the thumbnails as the gallery counts: the video by itself, then the photos from 1', () => {
    render(<ItemMedia item={{ videoUrl: '/media/v.mp4', imageUrls: images.slice(0, 3) }} title="Tent" />);
    const thumbnails = screen.getAllByRole('button', { name: isThumbnail });
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      t.showVideo,
      t.showMedia(1, 3),
      t.showMedia(2, 3),
      t.showMedia(3, 3),
    ]);
  });

  it('shows the first photo without a video, and at most four thumbnails that switch it', async () => {
    render(<ItemMedia item={{ videoUrl: null, imageUrls: images }} title="Tent" />);
    expect(screen.getByRole('img', { name: t.photoOf('Tent') }).getAttribute('src')).toBe('/media/a.webp');
    const thumbnails = screen.getAllByRole('button', { name: (name) => isThumbnail(name) && name !== t.showVideo });
    expect(thumbnails).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: t.showMedia(3, 5) }));
    // A photo's thumbnail opens the gallery too (item-gallery.test.tsx); the page behind it switched.
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('img', { name: t.photoOf('Tent') }).getAttribute('src')).toBe('/media/c.webp');
  });

  it('with a video and five photos shows four thumbnails, the last with "+2"', () => {
    render(<ItemMedia item={{ videoUrl: '/media/v.mp4', imageUrls: images }} title="Tent" />);
    const thumbnails = screen.getAllByRole('button', { name: isThumbnail });
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      t.showVideo,
      t.showMedia(1, 5),
      t.showMedia(2, 5),
      t.showMediaAndMore(3, 5, 2),
    ]);
    expect(thumbnails[3]?.textContent).toBe(t.moreMedia(2));
    // Each thumbnail photo says what it shows, rather than an empty alt.
    expect(screen.getByRole('img', { name: t.thumbnailOf(3, 5, 'Tent') })).toBeTruthy();
  });

  it('shows no "+N" when every medium has a thumbnail', () => {
    render(<ItemMedia item={{ videoUrl: '/media/v.mp4', imageUrls: images.slice(0, 3) }} title="Tent" />);
    expect(screen.queryByText(/^\+\d/)).toBeNull();
  });

  it('shows the placeholder and no thumbnails without media', () => {
    const { container } = render(<ItemMedia item={{ videoUrl: null, imageUrls: [] }} title="Tent" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
