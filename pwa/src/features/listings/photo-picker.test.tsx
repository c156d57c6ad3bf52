import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { computeAccessibleDescription } from 'dom-accessibility-api';
import { listingMessages } from '@shared/messages/listings.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { VideoPicker } from './video-picker.tsx';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const t = listingMessages.media;
const textFile = () => new File(['not a picture'], 'notes.txt', { type: 'text/plain' });

describe('a refused pick is heard and tied to its picker', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(showToast).mockClear();
  });

  it('photos: the toast says it, and the input is invalid and described by the message under the grid', () => {
    const onChange = vi.fn<ComponentProps<typeof PhotoPicker>['onChange']>();
    render(<PhotoPicker imageUrls={[]} photos={[]} onChange={onChange} />);
    const input = screen.getByLabelText(t.addPhotos);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(computeAccessibleDescription(input)).toBe(t.photosHint);

    fireEvent.change(input, { target: { files: [textFile()] } });
    const message = `${t.invalidPhotoType.title}: ${t.invalidPhotoType.text}`;
    expect(showToast).toHaveBeenCalledWith('error', t.invalidPhotoType.title, t.invalidPhotoType.text);
    expect(screen.getByText(message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(computeAccessibleDescription(input)).toBe(`${t.photosHint} ${message}`);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("photos: the server's message after a save is tied to the input too", () => {
    render(<PhotoPicker imageUrls={[]} photos={[]} onChange={vi.fn<ComponentProps<typeof PhotoPicker>['onChange']>()} serverError="Check this photo" />);
    const input = screen.getByLabelText(t.addPhotos);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(computeAccessibleDescription(input)).toBe(`${t.photosHint} Check this photo`);
  });

  it('video: the same', () => {
    render(<VideoPicker videoUrl={null} video={null} onChange={vi.fn<ComponentProps<typeof VideoPicker>['onChange']>()} />);
    const input = screen.getByLabelText(t.addVideo);
    fireEvent.change(input, { target: { files: [textFile()] } });
    expect(showToast).toHaveBeenCalledWith('error', t.invalidVideoType.title, t.invalidVideoType.text);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(computeAccessibleDescription(input)).toContain(`${t.invalidVideoType.title}: ${t.invalidVideoType.text}`);
  });
});
