// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { makeItem } from '@pwa/test/items.ts';
import { createOf, makeDraft, queue, resetOutboxTables, testFlusher } from '@pwa/test/outbox-fixtures.ts';
import { apiError, json, scriptedNetwork, type SentRequest } from '@pwa/test/scripted-network.ts';
import { markWatched } from '@pwa/sync/watched-writes.ts';
import { watchListingMedia, type MediaLeftOut } from './media-watch.ts';

const photo = (name: string) => ({ file: new Blob([name], { type: 'image/jpeg' }) });

/**
 * Upload URLs as the server hands them out (single use), with faults the test arms: the answer of
 * the next PUT lost after the server stored the bytes, or the next PUT finding its URL expired.
 */
function uploadServer() {
  let issued = 0;
  const stored = new Map<string, string>();
  const faults: Array<'answer-lost' | 'expired'> = [];
  const network = scriptedNetwork(async (request: SentRequest) => {
    if (request.path === '/api/upload/images') {
      const { imageCount } = request.body as { imageCount: number };
      const ids = Array.from({ length: imageCount }, () => `m${++issued}`);
      return json(200, { uploadUrls: ids.map((id) => `/api/uploads/${id}?token=t`), imageUrls: ids.map((id) => `/media/i/${id}.webp`) });
    }
    if (request.path === '/api/upload/video') {
      const id = `m${++issued}`;
      return json(200, { uploadUrl: `/api/uploads/${id}?token=t`, videoUrl: `/media/v/${id}.mp4` });
    }
    const upload = /^\/api\/uploads\/(m\d+)/.exec(request.path)?.[1];
    if (upload && request.method === 'PUT') {
      const fault = faults.shift();
      if (fault === 'expired' || stored.has(upload)) return apiError(410, 'upload-url-expired', 'This upload link has expired or was already used.');
      stored.set(upload, await (request.body as Blob).text());
      if (fault === 'answer-lost') throw new TypeError('fetch failed');
      return json(200, { imageUrl: `/media/i/${upload}.webp` });
    }
    const media = /^\/media\/[iv]\/(m\d+)\./.exec(request.path)?.[1];
    if (media && request.method === 'HEAD') return new Response(null, { status: stored.has(media) ? 200 : 404 });
    if (request.path === '/api/items') {
      const body = request.body as { id: string; imageUrls: string[]; videoUrl: string | null };
      return json(201, makeItem({ id: body.id, imageUrls: body.imageUrls, videoUrl: body.videoUrl }));
    }
    throw new Error(`unexpected ${request.method} ${request.path}`);
  });
  return { network, stored, faults };
}

const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT').map((request) => request.path);

describe("a queued listing's photos and video", () => {
  beforeEach(() => resetOutboxTables());

  it('are uploaded once each, in their place among the photos kept, before the listing is saved', async () => {
    const draft = makeDraft({
      photos: [{ url: '/media/i/kept-1.webp' }, photo('one'), { url: '/media/i/kept-2.webp' }, photo('two')],
      video: { file: new Blob(['mov'], { type: '' }), contentType: 'video/quicktime' },
    });
    await queue(createOf(draft));
    const server = uploadServer();
    expect(await testFlusher(server.network.fetch).flush()).toMatchObject({ sent: 1 });
    const save = server.network.sent.at(-1);
    expect(save?.body).toMatchObject({
      imageUrls: ['/media/i/kept-1.webp', '/media/i/m1.webp', '/media/i/kept-2.webp', '/media/i/m2.webp'],
      videoUrl: '/media/v/m3.mp4',
    });
    expect([...server.stored.values()]).toEqual(['one', 'two', 'mov']);
    expect(server.network.sent.find((request) => request.path === '/api/upload/video')?.body).toEqual({ itemId: draft.itemId, contentType: 'video/quicktime', contentLength: 3 });
    // A .mov the phone gave no type goes out as the type the server was told.
    expect(server.network.sent.filter((request) => request.method === 'PUT').map((request) => request.contentType)).toEqual(['image/jpeg', 'image/jpeg', 'video/quicktime']);
  });

  it('resume after a lost answer without sending the bytes again: the used URL and the served media say they arrived', async () => {
    await queue(createOf(makeDraft({ photos: [photo('one'), photo('two')] })));
    const server = uploadServer();
    server.faults.push('answer-lost');
    const flusher = testFlusher(server.network.fetch, { now: () => 0 });
    expect(await flusher.flush()).toMatchObject({ sent: 0, stopped: 'offline-or-busy' });
    const [op] = await db.outbox.toArray();
    expect(op?.progress).toEqual({ uploads: { 'photo:0': { uploadUrl: '/api/uploads/m1?token=t', mediaUrl: '/media/i/m1.webp', done: false }, 'photo:1': { uploadUrl: '/api/uploads/m2?token=t', mediaUrl: '/media/i/m2.webp', done: false } } });

    expect(await testFlusher(server.network.fetch, { now: () => 1e9 }).flush()).toMatchObject({ sent: 1 });
    expect(server.network.sent.filter((request) => request.path === '/api/upload/images')).toHaveLength(1);
    expect(puts(server.network.sent)).toEqual(['/api/uploads/m1?token=t', '/api/uploads/m1?token=t', '/api/uploads/m2?token=t']);
    expect(server.network.sent.filter((request) => request.method === 'HEAD').map((request) => request.path)).toEqual(['/media/i/m1.webp']);
    expect([...server.stored.keys()]).toEqual(['m1', 'm2']);
  });

  it('get a new upload URL when theirs expired unused', async () => {
    await queue(createOf(makeDraft({ photos: [photo('one')] })));
    const server = uploadServer();
    server.faults.push('expired');
    expect(await testFlusher(server.network.fetch).flush()).toMatchObject({ sent: 1 });
    expect(server.network.sent.filter((request) => request.path === '/api/upload/images').map((request) => request.body)).toEqual([
      { imageCount: 1, itemId: expect.any(String) },
      { imageCount: 1, itemId: expect.any(String) },
    ]);
    expect(server.network.sent.at(-1)?.body).toMatchObject({ imageUrls: ['/media/i/m2.webp'] });
    expect([...server.stored.keys()]).toEqual(['m2']);
  });

  it('that the server refuses fail the write with its message, keeping what was uploaded for a retry', async () => {
    await queue(createOf(makeDraft({ photos: [photo('one'), photo('not a photo')] })));
    let put = 0;
    const network = scriptedNetwork((request) => {
      if (request.path === '/api/upload/images') return json(200, { uploadUrls: ['/api/uploads/a?token=t', '/api/uploads/b?token=t'], imageUrls: ['/media/i/a.webp', '/media/i/b.webp'] });
      put += 1;
      return put === 1 ? json(200, { imageUrl: '/media/i/a.webp' }) : apiError(415, 'unsupported-media-type', 'Only JPEG, PNG, and WebP images are allowed.');
    });
    expect(await testFlusher(network.fetch).flush()).toMatchObject({ refused: 1 });
    const [op] = await db.outbox.toArray();
    expect(op).toMatchObject({ status: 'failed', error: { status: 415, message: 'Only JPEG, PNG, and WebP images are allowed.' } });
    expect(op?.progress).toMatchObject({ uploads: { 'photo:0': { done: true }, 'photo:1': { done: false } } });
  });

  describe('that the server will not take', () => {
    const kept = { url: '/media/i/kept.webp' };
    /** Answers upload calls as `faults` says, everything else as a working server would. */
    function serverWith(faults: { images?: () => Response; video?: () => Response; photoPut?: (path: string) => Response }) {
      let issued = 0;
      return scriptedNetwork((request) => {
        if (request.path === '/api/upload/images') {
          if (faults.images) return faults.images();
          const ids = Array.from({ length: (request.body as { imageCount: number }).imageCount }, () => `m${++issued}`);
          return json(200, { uploadUrls: ids.map((id) => `/api/uploads/${id}?token=t`), imageUrls: ids.map((id) => `/media/i/${id}.webp`) });
        }
        if (request.path === '/api/upload/video') return faults.video?.() ?? json(200, { uploadUrl: '/api/uploads/v?token=t', videoUrl: '/media/v/v.mp4' });
        if (request.path.startsWith('/api/uploads/')) return faults.photoPut?.(request.path) ?? json(200, {});
        const body = request.body as { id: string; imageUrls: string[]; videoUrl: string | null };
        return json(201, makeItem({ id: body.id, imageUrls: body.imageUrls, videoUrl: body.videoUrl }));
      });
    }
    const video = { file: new Blob(['mp4'], { type: 'video/mp4' }), contentType: 'video/mp4' as const };
    const storageDown = () => apiError(503, 'storage-unavailable', 'Media storage is not available right now. Please try again later.');

    it('while the owner watches: storage down leaves all new media out, the video unasked, and says so once', async () => {
      const draft = makeDraft({ photos: [kept, photo('one')], video });
      const [seq = 0] = await queue(createOf(draft));
      const told: MediaLeftOut[] = [];
      const unwatch = watchListingMedia(draft.itemId, (notice) => told.push(notice));
      await markWatched(seq, true);
      const network = serverWith({ images: storageDown });
      expect(await testFlusher(network.fetch).flush()).toMatchObject({ sent: 1 });
      unwatch();
      expect(network.sent.at(-1)?.body).toMatchObject({ imageUrls: [kept.url], videoUrl: null });
      expect(network.sent.some((request) => request.path === '/api/upload/video')).toBe(false);
      expect(told).toEqual([{ group: 'photos', storageDown: true, error: expect.objectContaining({ status: 503, code: 'storage-unavailable' }) }]);
    });

    it('while the owner watches: a refused photo leaves out the photos not uploaded yet, keeping those that were, and the video goes', async () => {
      const draft = makeDraft({ photos: [photo('one'), photo('bad'), photo('three')], video });
      const [seq = 0] = await queue(createOf(draft));
      const told: MediaLeftOut[] = [];
      const unwatch = watchListingMedia(draft.itemId, (notice) => told.push(notice));
      await markWatched(seq, true);
      const network = serverWith({ photoPut: (path) => (path.startsWith('/api/uploads/m2') ? apiError(415, 'unsupported-media-type', 'Only JPEG, PNG, and WebP images are allowed.') : json(200, {})) });
      expect(await testFlusher(network.fetch).flush()).toMatchObject({ sent: 1 });
      unwatch();
      expect(network.sent.at(-1)?.body).toMatchObject({ imageUrls: ['/media/i/m1.webp'], videoUrl: '/media/v/v.mp4' });
      expect(told.map((notice) => [notice.group, notice.storageDown, notice.error.status])).toEqual([['photos', false, 415]]);
    });

    it('while the owner watches: a busy server (Retry-After) or no connection is no refusal: the media waits with the listing', async () => {
      const draft = makeDraft({ photos: [photo('one')] });
      const [seq = 0] = await queue(createOf(draft));
      const told: MediaLeftOut[] = [];
      const unwatch = watchListingMedia(draft.itemId, (notice) => told.push(notice));
      await markWatched(seq, true);
      const busy = serverWith({ images: () => apiError(503, 'internal-error', 'Busy', undefined, { 'Retry-After': '5' }) });
      expect(await testFlusher(busy.fetch).flush()).toMatchObject({ sent: 0, stopped: 'offline-or-busy' });
      const offline = scriptedNetwork(() => Promise.reject(new TypeError('fetch failed')));
      expect(await testFlusher(offline.fetch, { now: () => 1e13 }).flush()).toMatchObject({ sent: 0, stopped: 'offline-or-busy' });
      unwatch();
      expect(told).toEqual([]);
      expect((await db.outbox.toArray())[0]?.progress?.leftOut).toBeUndefined();
    });

    it('the watch is stored on the operation: a flush in another tab leaves refused media out too, and the watching tab hears of it', async () => {
      const draft = makeDraft({ photos: [photo('one')] });
      const [seq = 0] = await queue(createOf(draft));
      // The watching tab: its mark in IndexedDB, its ear on the channel (no listener in this realm).
      await markWatched(seq, true);
      const otherTab = new BroadcastChannel('kiraya-media-left-out');
      const heard = new Promise<unknown>((resolve) => (otherTab.onmessage = (event: MessageEvent<unknown>) => resolve(event.data)));
      const network = serverWith({ images: storageDown });
      expect(await testFlusher(network.fetch).flush()).toMatchObject({ sent: 1 });
      expect(network.sent.at(-1)?.body).toMatchObject({ imageUrls: [], videoUrl: null });
      expect(await heard).toEqual({ itemId: draft.itemId, notice: expect.objectContaining({ group: 'photos', storageDown: true }) });
      otherTab.close();
    });

    it('with nobody watching (sent in the background), storage down keeps the media and the write waits; a refused file fails the write', async () => {
      const waiting = makeDraft({ photos: [photo('one')] });
      await queue(createOf(waiting));
      expect(await testFlusher(serverWith({ images: storageDown }).fetch).flush()).toMatchObject({ sent: 0, stopped: 'offline-or-busy' });
      expect(await db.outbox.toArray()).toMatchObject([{ status: 'pending', error: { status: 503 } }]);

      await resetOutboxTables();
      await queue(createOf(makeDraft({ photos: [photo('bad')] })));
      const refusing = serverWith({ photoPut: () => apiError(415, 'unsupported-media-type', 'Only JPEG, PNG, and WebP images are allowed.') });
      expect(await testFlusher(refusing.fetch).flush()).toMatchObject({ refused: 1 });
      expect(await db.outbox.toArray()).toMatchObject([{ status: 'failed', error: { status: 415 } }]);
    });

    it('once left out and told, stays out when the write is tried again later, watched or not', async () => {
      const draft = makeDraft({ photos: [photo('one')], video });
      const [seq = 0] = await queue(createOf(draft));
      await db.outbox.update(seq, { progress: { uploads: {}, leftOut: ['video'] } });
      const network = serverWith({});
      expect(await testFlusher(network.fetch).flush()).toMatchObject({ sent: 1 });
      expect(network.sent.some((request) => request.path === '/api/upload/video')).toBe(false);
      expect(network.sent.at(-1)?.body).toMatchObject({ imageUrls: ['/media/i/m1.webp'], videoUrl: null });
    });
  });
});
