import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { PLANS } from '@pwa/test/premium-server.ts';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { saveSession } from '../auth/session-store.ts';
import { forgetPackages } from '../premium/index.ts';
import { MediaFields } from './media-fields.tsx';
import type { MediaSelection } from './media-selection.ts';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn() }));

const MB = 1024 * 1024;
const FUTURE = '2099-01-01T00:00:00.000Z';
const PAST = '2026-01-01T00:00:00.000Z';

function Media() {
  const [media, setMedia] = useState<MediaSelection>({ imageUrls: [], photos: [], videoUrl: null, video: null });
  return <MediaFields media={media} onChange={setMedia} errors={{}} disabled={false} />;
}

const photos = (count: number): File[] => Array.from({ length: count }, (_, n) => new File([new Uint8Array(8)], `p${n}.jpg`, { type: 'image/jpeg' }));
/** A video that reports this size without holding the bytes. */
function video(bytes: number): File {
  const file = new File([new Uint8Array(8)], 'ride.mp4', { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
const pickPhotos = (files: File[]) => fireEvent.change(screen.getByLabelText('Add Photos'), { target: { files } });
const pickVideo = (file: File) => fireEvent.change(screen.getByLabelText('Add Video'), { target: { files: [file] } });
const shownPhotos = () => screen.queryAllByRole('img', { name: /^Photo \d+$/ }).length;

async function openFor(user: User, hint: string) {
  await saveSession(user);
  render(<Media />);
  await screen.findByText(hint);
}

describe('the listing form\'s limits follow the active plan (issue 14)', () => {
  beforeEach(async () => {
    await db.session.clear();
    forgetPackages();
    localStorage.clear();
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${(made += 1)}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(showToast).mockClear();
  });

  it.each([
    ['monthly', 10, 25],
    ['yearly', 15, 50],
  ])('an active %s plan allows %i photos and a %i MB video, and no more', async (tier, maxPhotos, maxMb) => {
    stubFetch((url) => (url === '/api/subscription-packages' ? jsonResponse(200, PLANS) : jsonResponse(200, makeUser({ premiumTier: tier, premiumExpiresAt: FUTURE }))));
    await openFor(makeUser({ premiumTier: tier, premiumExpiresAt: FUTURE }), `Up to ${maxPhotos} photos: JPEG, PNG or WebP.`);
    expect(screen.getByText(`One MP4, WebM or MOV video, up to ${maxMb} MB.`)).toBeTruthy();
    pickPhotos(photos(maxPhotos));
    expect(shownPhotos()).toBe(maxPhotos);
    expect(screen.queryByLabelText('Add Photos')).toBeNull(); // full

    pickVideo(video(maxMb * MB + 1));
    expect(showToast).toHaveBeenLastCalledWith('error', 'File too large', `Video must be less than ${maxMb}MB.`);
    pickVideo(video(maxMb * MB));
    expect(await screen.findByText('ride.mp4')).toBeTruthy();
  });

  it('refuses a photo over a paid plan\'s limit with its figure', async () => {
    stubFetch((url) => (url === '/api/subscription-packages' ? jsonResponse(200, PLANS) : jsonResponse(200, makeUser({ premiumTier: 'monthly', premiumExpiresAt: FUTURE }))));
    await openFor(makeUser({ premiumTier: 'monthly', premiumExpiresAt: FUTURE }), 'Up to 10 photos: JPEG, PNG or WebP.');
    pickPhotos(photos(11));
    expect(showToast).toHaveBeenLastCalledWith('error', 'Too many photos', 'You can upload maximum 10 photos.');
    expect(shownPhotos()).toBe(0);
  });

  it('an expired plan is back to 5 photos and a 5 MB video', async () => {
    const expired = makeUser({ premiumTier: 'yearly', premiumExpiresAt: PAST });
    const spy = stubFetch((url) => (url === '/api/subscription-packages' ? jsonResponse(200, PLANS) : jsonResponse(200, expired)));
    await openFor(expired, 'Up to 5 photos: JPEG, PNG or WebP.');
    await waitFor(() => expect(spy.mock.calls.map(([url]) => String(url))).toContain('/api/subscription-packages'));
    expect(screen.getByText('One MP4, WebM or MOV video, up to 5 MB.')).toBeTruthy();
    pickPhotos(photos(6));
    expect(showToast).toHaveBeenLastCalledWith('error', 'Too many photos', 'You can upload maximum 5 photos.');
    pickPhotos(photos(5));
    expect(shownPhotos()).toBe(5);
    expect(screen.queryByLabelText('Add Photos')).toBeNull();
    pickVideo(video(5 * MB + 1));
    expect(showToast).toHaveBeenLastCalledWith('error', 'File too large', 'Video must be less than 5MB.');
  });

  it('offline with the plans kept on the device, a premium user keeps their limits; never seen, free', async () => {
    const yearly = makeUser({ premiumTier: 'yearly', premiumExpiresAt: FUTURE });
    localStorage.setItem('kiraya.premiumPackages', JSON.stringify(PLANS));
    stubFetch(offline);
    await openFor(yearly, 'Up to 15 photos: JPEG, PNG or WebP.');
  });

  it('offline and the plans never seen: free limits', async () => {
    stubFetch(offline);
    await openFor(makeUser({ premiumTier: 'yearly', premiumExpiresAt: FUTURE }), 'Up to 5 photos: JPEG, PNG or WebP.');
  });
});
