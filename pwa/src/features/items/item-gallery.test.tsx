import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { browseMessages } from '@shared/messages/browse.ts';
import { ItemMedia } from './item-media.tsx';

const t = browseMessages.item;
const images = ['/media/a.webp', '/media/b.webp', '/media/c.webp', '/media/d.webp', '/media/e.webp'];
/** A gallery strip thumbnail's name: "Show picture n of 5". */
const isStripThumbnail = (name: string): boolean => images.some((_, index) => name === t.showMedia(index + 1, images.length));

/** Renders the item's media and opens the gallery (loaded lazily) from a page thumbnail. */
async function openFromThumbnail(name: string, videoUrl: string | null = null): Promise<HTMLElement> {
  render(<ItemMedia item={{ videoUrl, imageUrls: images }} title="Tent" />);
  fireEvent.click(screen.getByRole('button', { name }));
  // The gallery's chunk loads on the first open: on a busy machine that can take more than a second.
  return screen.findByRole('dialog', { name: t.gallery.title('Tent') }, { timeout: 5000 });
}

const shown = (dialog: HTMLElement): string | null =>
  within(dialog).getByRole('img', { name: t.photoOf('Tent') }).getAttribute('src');

describe('item gallery', () => {
  it('opens at the thumbnail clicked, with its counter and marked thumbnail', async () => {
    const dialog = await openFromThumbnail(t.showMedia(2, 5));
    expect(shown(dialog)).toBe('/media/b.webp');
    expect(within(dialog).getByText(t.gallery.counter(2, 5))).toBeTruthy();
    const strip = within(dialog).getAllByRole('button', { name: isStripThumbnail });
    expect(strip).toHaveLength(5);
    expect(strip.map((button) => button.getAttribute('aria-current'))).toEqual([null, 'true', null, null, null]);
    expect(within(dialog).getByRole('button', { name: t.gallery.close })).toBeTruthy();
  });

  it('opens from the main photo, a native button (so Enter and Space open it too)', async () => {
    render(<ItemMedia item={{ videoUrl: null, imageUrls: images }} title="Tent" />);
    const main = screen.getByRole('button', { name: t.openGallery('Tent') });
    expect(main.tagName).toBe('BUTTON');
    fireEvent.click(main);
    const dialog = await screen.findByRole('dialog', { name: t.gallery.title('Tent') }, { timeout: 5000 });
    expect(shown(dialog)).toBe('/media/a.webp');
    expect(within(dialog).getByText(t.gallery.counter(1, 5))).toBeTruthy();
  });

  it('wraps next from the last photo to the first, and previous back again', async () => {
    const dialog = await openFromThumbnail(t.showMediaAndMore(4, 5, 1));
    const next = within(dialog).getByRole('button', { name: t.gallery.next });
    fireEvent.click(next);
    expect(within(dialog).getByText(t.gallery.counter(5, 5))).toBeTruthy();
    fireEvent.click(next);
    expect(within(dialog).getByText(t.gallery.counter(1, 5))).toBeTruthy();
    expect(shown(dialog)).toBe('/media/a.webp');
    fireEvent.click(within(dialog).getByRole('button', { name: t.gallery.previous }));
    expect(within(dialog).getByText(t.gallery.counter(5, 5))).toBeTruthy();
    expect(shown(dialog)).toBe('/media/e.webp');
  });

  it('moves with ArrowRight and ArrowLeft, and with swipes', async () => {
    const dialog = await openFromThumbnail(t.showMedia(1, 5));
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByText(t.gallery.counter(2, 5))).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByText(t.gallery.counter(5, 5))).toBeTruthy();

    const photo = within(dialog).getByRole('img', { name: t.photoOf('Tent') });
    const swipe = (fromX: number, toX: number, toY = 300): void => {
      fireEvent.pointerDown(photo, { pointerId: 1, isPrimary: true, clientX: fromX, clientY: 300 });
      fireEvent.pointerUp(photo, { pointerId: 1, isPrimary: true, clientX: toX, clientY: toY });
    };
    swipe(300, 100); // finger to the left: the next photo
    expect(within(dialog).getByText(t.gallery.counter(1, 5))).toBeTruthy();
    swipe(100, 300); // to the right: the previous one
    expect(within(dialog).getByText(t.gallery.counter(5, 5))).toBeTruthy();
    swipe(200, 210); // a tap
    swipe(200, 150, 500); // mostly a vertical scroll
    expect(within(dialog).getByText(t.gallery.counter(5, 5))).toBeTruthy();
  });

  it('jumps to a thumbnail of the strip', async () => {
    const dialog = await openFromThumbnail(t.showMedia(1, 5));
    fireEvent.click(within(dialog).getByRole('button', { name: t.showMedia(4, 5) }));
    expect(within(dialog).getByText(t.gallery.counter(4, 5))).toBeTruthy();
    expect(shown(dialog)).toBe('/media/d.webp');
    expect(within(dialog).getByRole('button', { name: t.showMedia(4, 5) }).getAttribute('aria-current')).toBe('true');
  });

  it('closes with Escape and with its close button, leaving the last photo on the page', async () => {
    const dialog = await openFromThumbnail(t.showMedia(1, 5));
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('img', { name: t.photoOf('Tent') }).getAttribute('src')).toBe('/media/b.webp');

    fireEvent.click(screen.getByRole('button', { name: t.openGallery('Tent') }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByText(t.gallery.counter(2, 5))).toBeTruthy();
    fireEvent.click(within(reopened).getByRole('button', { name: t.gallery.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves the video out: its thumbnail plays it, photos count from 1', async () => {
    const dialog = await openFromThumbnail(t.showMedia(2, 5), '/media/v.mp4');
    expect(shown(dialog)).toBe('/media/b.webp');
    expect(within(dialog).getByText(t.gallery.counter(2, 5))).toBeTruthy();
    expect(dialog.querySelector('video')).toBeNull();
  });
});
