import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { db } from '@pwa/db/app-db.ts';
import { PLANS } from '@pwa/test/premium-server.ts';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { saveSession } from '../auth/session-store.ts';
import { forgetPackages } from '../premium/index.ts';
import { MediaFields } from './media-fields.tsx';
import type { MediaSelection } from './media-selection.ts';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const m = listingMessages.media;
const MB = 1024 * 1024;
/** The photo line and refusal of a plan's limit: the free plan's 5 has its own fixed wording. */
const photosHint = (max: number): string => (max === 5 ? m.photosHint : m.photosHintFor(max));
const photoNames = Array.from({ length: 20 }, (_, index) => m.photoAlt(index + 1));
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
const pickPhotos = (files: File[]) => fireEvent.change(screen.getByLabelText(m.addPhotos), { target: { files } });
const pickVideo = (file: File) => fireEvent.change(screen.getByLabelText(m.addVideo), { target: { files: [file] } });
const shownPhotos = () => screen.queryAllByRole('img', { name: (name) => photoNames.includes(name) }).length;

async function openFor(user: User, hint: string) {
  await saveSession(user);
  render(<Media />);
  await screen.findByText(hint);
}

describe('the listing form\'s limits follow the active plan', () => {
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
    await openFor(makeUser({ premiumTier: tier, premiumExpiresAt: FUTURE }), photosHint(maxPhotos));
    expect(screen.getByText(m.videoHint(maxMb))).toBeTruthy();
    pickPhotos(photos(maxPhotos));
    expect(shownPhotos()).toBe(maxPhotos);
    expect(screen.queryByLabelText(m.addPhotos)).toBeNull(); // full

    pickVideo(video(maxMb * MB + 1));
    expect(showToast).toHaveBeenLastCalledWith('error', m.videoTooLarge.title, m.videoTooLarge.text(maxMb));
    pickVideo(video(maxMb * MB));
    expect(await screen.findByText('ride.mp4')).toBeTruthy();
  });

  it("adds photos up to a paid plan's limit and says the rest were left out, with its figure", async () => {
    stubFetch((url) => (url === '/api/subscription-packages' ? jsonResponse(200, PLANS) : jsonResponse(200, makeUser({ premiumTier: 'monthly', premiumExpiresAt: FUTURE }))));
    await openFor(makeUser({ premiumTier: 'monthly', premiumExpiresAt: FUTURE }), photosHint(10));
    pickPhotos(photos(11));
    const leftOut = m.tooManyPhotosAdded(10, 10);
    expect(showToast).toHaveBeenLastCalledWith('error', leftOut.title, leftOut.text);
    expect(shownPhotos()).toBe(10);
    expect(screen.getByText(`${leftOut.title}: ${leftOut.text}`)).toBeTruthy();
    // The line goes once the pick is put right.
    fireEvent.click(screen.getByRole('button', { name: m.removePhoto(10) }));
    expect(screen.queryByText(`${leftOut.title}: ${leftOut.text}`)).toBeNull();
  });

  it('an expired plan is back to 5 photos and a 5 MB video', async () => {
    const expired = makeUser({ premiumTier: 'yearly', premiumExpiresAt: PAST });
    const spy = stubFetch((url) => (url === '/api/subscription-packages' ? jsonResponse(200, PLANS) : jsonResponse(200, expired)));
    await openFor(expired, photosHint(5));
    await waitFor(() => expect(spy.mock.calls.map(([url]) => String(url))).toContain('/api/subscription-packages'));
    expect(screen.getByText(m.videoHint(5))).toBeTruthy();
    pickPhotos(photos(6));
    expect(showToast).toHaveBeenLastCalledWith('error', m.tooManyPhotosAdded(5, 5).title, m.tooManyPhotosAdded(5, 5).text);
    expect(shownPhotos()).toBe(5);
    expect(screen.queryByLabelText(m.addPhotos)).toBeNull();
    pickVideo(video(5 * MB + 1));
    expect(showToast).toHaveBeenLastCalledWith('error', m.videoTooLarge.title, m.videoTooLarge.text(5));
  });

  it('offline with the plans kept on the device, a premium user keeps their limits; never seen, free', async () => {
    const yearly = makeUser({ premiumTier: 'yearly', premiumExpiresAt: FUTURE });
    localStorage.setItem('kiraya.premiumPackages', JSON.stringify(PLANS));
    stubFetch(offline);
    await openFor(yearly, photosHint(15));
    expect(screen.getByText(m.videoHint(50))).toBeTruthy();
  });

  it('offline and the plans never seen: free limits', async () => {
    stubFetch(offline);
    await openFor(makeUser({ premiumTier: 'yearly', premiumExpiresAt: FUTURE }), photosHint(5));
    expect(screen.getByText(m.videoHint(5))).toBeTruthy();
  });
});
