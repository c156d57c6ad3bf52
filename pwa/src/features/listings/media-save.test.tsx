import imageCompression from 'browser-image-compression';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingMessages } from '@shared/messages/listings.ts';
import { db } from '@pwa/db/app-db.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { requestOutboxFlush } from '@pwa/sync/index.ts';
import { fillValidForm, OWNER, renderForm, SAVE_PATIENCE, SAVE_TEST } from '@pwa/test/listing-form.tsx';
import { CAMERA_CATEGORY, makeCameraListing } from '@pwa/test/items.ts';
import { freshDeviceWithCameras, stopOutbox } from '@pwa/test/outbox-in-dom.ts';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));
// happy-dom has no canvas to draw on: the compression library stands in for it.
vi.mock('browser-image-compression', () => ({ default: vi.fn<typeof imageCompression>() }));

const PHOTO_URL = '/media/i/0193a1b2-2222-7000-8000-000000000001.webp';
const VIDEO_URL = '/media/v/0193a1b2-3333-7000-8000-000000000001.webm';
const PHOTO_PUT = '/api/uploads/0193a1b2-2222-7000-8000-000000000001?token=p';
const VIDEO_PUT = '/api/uploads/0193a1b2-3333-7000-8000-000000000001?token=v';

const f = listingMessages.form;
const toasts = listingMessages.toasts;
const progress = listingMessages.media.progress;

const file = (name: string, type: string, bytes: number): File => new File([new Uint8Array(bytes)], name, { type });
const pick = (label: string, picked: File): boolean => fireEvent.change(screen.getByLabelText(label), { target: { files: [picked] } });
const publish = (): boolean => fireEvent.click(screen.getByRole('button', { name: f.publish }));

type Answer = Response | Promise<Response>;
interface Server {
  imagesPost?: () => Answer;
  videoPost?: () => Answer;
  videoPut?: () => Answer;
  photoPut?: () => Answer;
  itemsPost?: () => Answer;
}

function serve(server: Server = {}) {
  return stubFetch((url, init) => {
    if (url === '/api/categories') return jsonResponse(200, [CAMERA_CATEGORY]);
    if (url === '/api/upload/images') return server.imagesPost?.() ?? jsonResponse(200, { uploadUrls: [PHOTO_PUT], imageUrls: [PHOTO_URL] });
    if (url === PHOTO_PUT) return server.photoPut?.() ?? jsonResponse(200, { imageUrl: PHOTO_URL });
    if (url === '/api/upload/video') return server.videoPost?.() ?? jsonResponse(200, { uploadUrl: VIDEO_PUT, videoUrl: VIDEO_URL });
    if (url === VIDEO_PUT) return server.videoPut?.() ?? jsonResponse(200, { videoUrl: VIDEO_URL });
    if (url === '/api/items' && init.method === 'POST') return server.itemsPost?.() ?? jsonResponse(201, makeCameraListing());
    return jsonResponse(404, { message: 'Not found.', code: 'not-found' });
  });
}

const callsTo = (spy: ReturnType<typeof serve>, url: string) => spy.mock.calls.filter(([called]) => called === url).map(([, init]) => init);
const jsonSentTo = (spy: ReturnType<typeof serve>, url: string): unknown => JSON.parse(String(callsTo(spy, url)[0]?.body));

async function publishWithMedia(media: { photo?: File; video?: File }) {
  const rendered = await renderForm();
  await fillValidForm();
  if (media.photo) pick(listingMessages.media.addPhotos, media.photo);
  if (media.video) pick(listingMessages.media.addVideo, media.video);
  publish();
  return rendered;
}

describe('saving a listing with photos and a video', SAVE_TEST, () => {
  beforeEach(async () => {
    await freshDeviceWithCameras(OWNER);
  });
  afterEach(() => {
    stopOutbox();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.mocked(showToast).mockClear();
    vi.mocked(imageCompression).mockReset();
  });

  it('compresses the photos and the video, uploads them, then publishes with their URLs', async () => {
    const smaller = file('bike.jpg', 'image/jpeg', 400);
    vi.mocked(imageCompression).mockResolvedValue(smaller);
    const spy = serve();
    // A .mov a phone gave no type; this browser cannot record WebM, so the video goes as picked.
    const { router } = await publishWithMedia({ photo: file('bike.jpg', 'image/jpeg', 1000), video: file('ride.mov', '', 2000) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);

    // The form reads the categories and the plans (for the user's limits) besides the save's calls.
    const order = spy.mock.calls.map(([url]) => url).filter((url) => url !== '/api/categories' && url !== '/api/subscription-packages');
    // Upload URLs first (each saved in the queued write before its bytes go), then the bytes, then the listing.
    expect(order).toEqual(['/api/upload/images', '/api/upload/video', PHOTO_PUT, VIDEO_PUT, '/api/items']);
    expect(callsTo(spy, PHOTO_PUT)[0]?.body).toBe(smaller);
    const listing = jsonSentTo(spy, '/api/items') as { id: string };
    expect(jsonSentTo(spy, '/api/upload/images')).toEqual({ imageCount: 1, itemId: listing.id });
    expect(jsonSentTo(spy, '/api/upload/video')).toEqual({ itemId: listing.id, contentType: 'video/quicktime', contentLength: 2000 });
    const videoPut = callsTo(spy, VIDEO_PUT)[0];
    expect(new Headers(videoPut?.headers).get('Content-Type')).toBe('video/quicktime');
    expect(videoPut?.body).toHaveProperty('size', 2000);
    expect(listing).toMatchObject({ imageUrls: [PHOTO_URL], videoUrl: VIDEO_URL });
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith('success', toasts.created.title, toasts.created.description);
  });

  it("still publishes when storage is down for the video, with the server's message", async () => {
    vi.mocked(imageCompression).mockResolvedValue(file('bike.jpg', 'image/jpeg', 400));
    const message = 'Video storage is not set up on this server.';
    const spy = serve({ videoPost: () => jsonResponse(503, { message, code: 'storage-unavailable' }) });
    const { router } = await publishWithMedia({ photo: file('bike.jpg', 'image/jpeg', 1000), video: file('ride.mp4', 'video/mp4', 2000) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    expect(showToast).toHaveBeenCalledWith('error', toasts.storageNotConfigured.title, errorText({ code: 'storage-unavailable', message }));
    expect(callsTo(spy, VIDEO_PUT)).toHaveLength(0);
    expect(jsonSentTo(spy, '/api/items')).toMatchObject({ imageUrls: [PHOTO_URL], videoUrl: null });
    // One toast at a time: the success toast would hide the notice.
    expect(showToast).not.toHaveBeenCalledWith('success', expect.anything(), expect.anything());
  });

  it('says "Video Upload Failed" when the video cannot be sent, and publishes without it', async () => {
    const spy = serve({ videoPut: () => jsonResponse(500, { message: 'Something went wrong on our side.', code: 'internal-error' }) });
    const { router } = await publishWithMedia({ video: file('ride.webm', 'video/webm', 2000) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    expect(showToast).toHaveBeenCalledWith('error', toasts.videoUploadFailed.title, toasts.videoUploadFailed.description);
    expect(jsonSentTo(spy, '/api/items')).toMatchObject({ imageUrls: [], videoUrl: null });
  });

  it('leaves the video out without asking when storage refused the photos, with a default message for a bare 503', async () => {
    vi.mocked(imageCompression).mockResolvedValue(file('bike.jpg', 'image/jpeg', 400));
    const spy = serve({ imagesPost: () => new Response('Service Unavailable', { status: 503 }) });
    const { router } = await publishWithMedia({ photo: file('bike.jpg', 'image/jpeg', 1000), video: file('ride.mp4', 'video/mp4', 2000) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    expect(showToast).toHaveBeenCalledWith(
      'error',
      toasts.storageNotConfigured.title,
      toasts.storageNotConfigured.description,
    );
    expect(callsTo(spy, '/api/upload/video')).toHaveLength(0);
    expect(jsonSentTo(spy, '/api/items')).toMatchObject({ imageUrls: [], videoUrl: null });
  });

  it('says "Image Upload Failed" when the server fails a photo, and publishes without photos', async () => {
    vi.mocked(imageCompression).mockResolvedValue(file('bike.jpg', 'image/jpeg', 400));
    const spy = serve({ photoPut: () => jsonResponse(500, { message: 'Something went wrong on our side.', code: 'internal-error' }) });
    const { router } = await publishWithMedia({ photo: file('bike.jpg', 'image/jpeg', 1000) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    expect(showToast).toHaveBeenCalledWith('error', toasts.imageUploadFailed.title, toasts.imageUploadFailed.description);
    expect(jsonSentTo(spy, '/api/items')).toMatchObject({ imageUrls: [] });
  });

  it('keeps the photo with the listing when the connection drops while it uploads, and says it is saved on this device', async () => {
    const smaller = file('bike.jpg', 'image/jpeg', 400);
    vi.mocked(imageCompression).mockResolvedValue(smaller);
    let connected = false;
    const spy = serve({ photoPut: () => (connected ? jsonResponse(200, { imageUrl: PHOTO_URL }) : Promise.reject(new TypeError('Failed to fetch'))) });
    const { router } = await publishWithMedia({ photo: file('bike.jpg', 'image/jpeg', 1000) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    expect(showToast).toHaveBeenCalledWith('info', toasts.savedOffline.create.title, toasts.savedOffline.create.description);
    expect(showToast).not.toHaveBeenCalledWith('error', toasts.imageUploadFailed.title, expect.anything());
    expect(callsTo(spy, '/api/items')).toHaveLength(0);
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ kind: 'listing.create', status: 'pending', payload: { photos: [{ file: smaller }] } });

    // Back online, after the backoff: the photo goes with its URL issued before, then the listing.
    connected = true;
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await requestOutboxFlush();
    expect(await db.outbox.count()).toBe(0);
    expect(callsTo(spy, '/api/upload/images')).toHaveLength(1);
    expect(jsonSentTo(spy, '/api/items')).toMatchObject({ imageUrls: [PHOTO_URL] });
  });

  it('uploads the original photo when it cannot be compressed, and says so', async () => {
    vi.mocked(imageCompression).mockRejectedValue(new Error('The file given is not an image'));
    const spy = serve();
    const original = file('bike.jpg', 'image/jpeg', 1000);
    const { router } = await publishWithMedia({ photo: original });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    expect(showToast).toHaveBeenCalledWith('error', toasts.imageCompressionFailed.title, toasts.imageCompressionFailed.description);
    expect(callsTo(spy, PHOTO_PUT)[0]?.body).toBe(original);
    expect(jsonSentTo(spy, '/api/items')).toMatchObject({ imageUrls: [PHOTO_URL] });
  });

  it('shows the compression and upload percentages while Publish and Cancel are disabled', async () => {
    let compressed: (result: File) => void = () => undefined;
    vi.mocked(imageCompression).mockImplementation((_file, options) => {
      options.onProgress?.(50);
      return new Promise<File>((resolve) => (compressed = resolve));
    });
    let answerPut: (response: Response) => void = () => undefined;
    const spy = serve({ photoPut: () => new Promise<Response>((resolve) => (answerPut = resolve)) });
    const { router } = await publishWithMedia({ photo: file('bike.jpg', 'image/jpeg', 1000) });

    expect(await screen.findByText(progress.percent(progress.compressingPhotos, 50))).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: progress.percent(progress.compressingPhotos, 50) }).getAttribute('value')).toBe('50');
    expect(screen.getByRole('button', { name: f.publishing }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: f.cancel }).hasAttribute('disabled')).toBe(true);

    compressed(file('bike.jpg', 'image/jpeg', 400));
    // The outbox's progress: the photo's upload URL is issued and its bytes are on their way.
    expect(await screen.findByRole('progressbar', { name: progress.percent(progress.uploadingPhotos, 0) })).toBeTruthy();
    expect(screen.getByRole('button', { name: f.publishing }).hasAttribute('disabled')).toBe(true);
    // The bar shows once the URL is issued; the bytes go a moment later: answer them once they have.
    await waitFor(() => expect(callsTo(spy, PHOTO_PUT)).toHaveLength(1));
    answerPut(jsonResponse(200, { imageUrl: PHOTO_URL }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
  });

  it('after a server error, the outbox sends the same listing and Idempotency-Key again, uploading nothing twice', async () => {
    vi.mocked(imageCompression).mockResolvedValue(file('bike.jpg', 'image/jpeg', 400));
    let saves = 0;
    const spy = serve({
      itemsPost: () => (++saves === 1 ? jsonResponse(502, { message: 'Bad gateway', code: 'internal-error' }) : jsonResponse(201, makeCameraListing())),
    });
    const { router } = await publishWithMedia({ photo: file('bike.jpg', 'image/jpeg', 1000), video: file('ride.mp4', 'video/mp4', 2000) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    expect(showToast).toHaveBeenCalledWith('info', toasts.savedSending.create.title, toasts.savedSending.create.description);

    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await requestOutboxFlush();
    expect(await db.outbox.count()).toBe(0);
    expect(callsTo(spy, '/api/upload/images')).toHaveLength(1);
    expect(callsTo(spy, '/api/upload/video')).toHaveLength(1);
    expect(callsTo(spy, PHOTO_PUT)).toHaveLength(1);
    expect(callsTo(spy, VIDEO_PUT)).toHaveLength(1);
    const [first, second] = callsTo(spy, '/api/items');
    expect(second?.body).toBe(first?.body);
    expect(new Headers(second?.headers).get('Idempotency-Key')).toBe(new Headers(first?.headers).get('Idempotency-Key'));
  });
});
