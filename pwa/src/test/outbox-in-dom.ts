/**
 * The outbox in this feature's tests (happy-dom): an IndexedDB that keeps a queued photo the very file
 * the server is sent, and the app's runner stopped after each test, so no retry timer of one test sends
 * another's writes.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { User } from '@shared/api.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { CAMERA_CATEGORY } from './items.ts';
import { outboxRunner } from '@pwa/sync/app-outbox.ts';
import { jsonResponse, stubFetch } from './stub-fetch.ts';

// fake-indexeddb copies values with Node's structuredClone, which turns happy-dom's File into a plain
// object without its bytes; a browser keeps a File a File. This clone keeps Blobs and copies the rest.
function cloneKeepingBlobs(value: unknown): unknown {
  if (value instanceof Blob) return value;
  if (Array.isArray(value)) return value.map(cloneKeepingBlobs);
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cloneKeepingBlobs(inner)]));
  return value;
}

/** A device with `user` signed in and nothing cached, queued or drafted, whose IndexedDB keeps Blobs. */
export async function freshDevice(user: User): Promise<void> {
  vi.stubGlobal('structuredClone', cloneKeepingBlobs);
  await Promise.all([db.outbox.clear(), db.items.clear(), db.itemLists.clear(), db.session.clear(), db.formDrafts.clear(), db.formDraftMedia.clear()]);
  await db.session.put({ key: SESSION_KEY, user, fetchedAt: Date.now() });
}

/** A fresh device (above) whose cache knows the Cameras category, as the listing form's tests need. */
export async function freshDeviceWithCameras(user: User): Promise<void> {
  await freshDevice(user);
  await db.categories.clear();
  await db.categories.put({ ...CAMERA_CATEGORY, position: 0, fetchedAt: Date.now() });
}

export function stopOutbox(): void {
  outboxRunner().stop();
}

/**
 * Every test of the file (or of the describe it is called in) starts on a fresh device with `user`
 * signed in, and every call to the server is answered with `user`, as /api/me would; `prepare` readies
 * the device further. After each test the outbox, the mocks and the stubbed globals are stopped.
 */
export function eachTestSignedIn(user: User, prepare?: () => Promise<unknown>): void {
  beforeEach(async () => {
    await freshDevice(user);
    await prepare?.();
    stubFetch(() => jsonResponse(200, user));
  });
  afterEach(() => {
    stopOutbox();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

/** Makes navigator.onLine say `online` until the mocks are restored. */
export const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
