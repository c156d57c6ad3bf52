// @vitest-environment node
/**
 * Favorites synced to the account, against the real server: toggles made
 * offline reach the account once; favorites kept while signed out join the account at sign-in, and
 * another account's do not; another phone's favorites appear, listings included; two phones that
 * toggled offline end in the same state whichever syncs first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths, type FavoriteEntry, type Item } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { toggleFavorite } from '@pwa/features/favorites/favorites-store.ts';
import { holdFavoriteItems } from '@pwa/features/favorites/hold-favorite-items.ts';
import { startSync } from '@pwa/sync/start-sync.ts';
import { favoritesJob } from './favorites-job.ts';
import { startLoopbackServer, type LoopbackServer } from '@pwa/test/loopback-server.ts';
import { call, createListing, Phone, signUp, type Account } from '@pwa/test/favorites-phone.ts';
import { claimDeviceFavorites, pullFavorites } from './sync-favorites.ts';
import type { showToast } from '@pwa/ui/toast.ts';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const HOUR = 60 * 60_000;

describe('favorites synced to the account, against the real server', { timeout: 30_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-favorites-'));
  let server: LoopbackServer;
  let owner: Account;
  let stop = () => {};

  beforeAll(async () => {
    server = await startLoopbackServer(dataDir);
    owner = await signUp(server);
  }, 60_000);
  afterEach(() => stop());
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const listings = (count: number): Promise<Item[]> => Promise.all(Array.from({ length: count }, (_, n) => createListing(server, owner, `Listing ${n}`)));
  const accountState = async (account: Account) => {
    const entries = await call<FavoriteEntry[]>(server, account, 'GET', apiPaths.favorites);
    return Object.fromEntries(entries.map((entry) => [entry.itemId, entry.favorite]));
  };
  const posts = (phone: Phone) => phone.sent.filter((request) => request === `POST ${apiPaths.favorites}`).length;

  it('queues toggles made offline as they happen, and sends them once when the connection returns', async () => {
    const [tent, stove, lamp] = await listings(3);
    const phone = new Phone(server);
    await phone.use();
    const account = await signUp(server);
    await phone.signIn(account);
    phone.online = false;
    stop = startSync([favoritesJob({ getJson: phone.getJson, online: () => phone.online })]);

    toggleFavorite(tent!.id);
    toggleFavorite(stove!.id);
    toggleFavorite(lamp!.id);
    toggleFavorite(tent!.id);
    // Each toggle is queued as it is made: one waiting batch, the latest change of each item.
    await vi.waitFor(async () => {
      const [batch, ...rest] = await db.outbox.toArray();
      expect(rest).toEqual([]);
      expect(batch?.payload).toEqual({
        changes: expect.arrayContaining([
          { itemId: tent!.id, favorite: false, changedAt: expect.any(String) },
          { itemId: stove!.id, favorite: true, changedAt: expect.any(String) },
          { itemId: lamp!.id, favorite: true, changedAt: expect.any(String) },
        ]),
      });
      expect(batch?.payload).toMatchObject({ changes: { length: 3 } });
    });
    expect(await phone.flush()).toMatchObject({ sent: 0, stopped: 'offline-or-busy' });

    phone.online = true;
    expect(await phone.flush(Date.now() + HOUR)).toMatchObject({ sent: 1 });
    expect(await phone.flush(Date.now() + HOUR)).toMatchObject({ sent: 0 });
    expect(posts(phone)).toBe(1);
    expect(await accountState(account)).toEqual({ [tent!.id]: false, [stove!.id]: true, [lamp!.id]: true });
    expect(phone.favorites()).toEqual([stove!.id, lamp!.id]);
  });

  it('merges favorites kept while signed out into the account at sign-in, but never one account’s into another', async () => {
    const [bike, drill, tripod] = await listings(3);
    const phone = new Phone(server);
    await phone.use();
    toggleFavorite(bike!.id);
    toggleFavorite(drill!.id);
    // Signed out: nothing to queue for.
    expect(await db.outbox.count()).toBe(0);

    const first = await signUp(server);
    await call(server, first, 'POST', apiPaths.favorites, { changes: [{ itemId: tripod!.id, favorite: true, changedAt: new Date(Date.now() - HOUR).toISOString() }] });
    await phone.signIn(first);
    await pullFavorites(first.user.id, phone);
    await phone.flush();
    expect(await accountState(first)).toEqual({ [bike!.id]: true, [drill!.id]: true, [tripod!.id]: true });
    expect(new Set(phone.favorites())).toEqual(new Set([bike!.id, drill!.id, tripod!.id]));

    // Signed out (the list stays on the phone: favorites belong to the device), someone else signs in.
    await phone.signIn(null);
    const second = await signUp(server);
    await phone.signIn(second);
    await pullFavorites(second.user.id, phone);
    await phone.flush();
    expect(phone.favorites()).toEqual([]);
    expect(await accountState(second)).toEqual({});
    expect(await accountState(first)).toEqual({ [bike!.id]: true, [drill!.id]: true, [tripod!.id]: true });
  });

  it("shows another phone's favorites, fetching their listings, and drops what it removed", async () => {
    const [camera, speaker] = await listings(2);
    const account = await signUp(server);
    const phone = new Phone(server);
    await phone.use();
    await phone.signIn(account);

    // The other phone favorited both, then removed the speaker.
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    await call(server, account, 'POST', apiPaths.favorites, {
      changes: [
        { itemId: camera!.id, favorite: true, changedAt: at(10) },
        { itemId: speaker!.id, favorite: true, changedAt: at(9) },
      ],
    });
    await pullFavorites(account.user.id, phone);
    expect(phone.favorites()).toEqual([camera!.id, speaker!.id]);
    expect(await holdFavoriteItems(phone)).toBe(2);
    expect((await db.items.get(camera!.id))?.title).toBe(camera!.title);
    // Held now: nothing more to fetch.
    expect(await holdFavoriteItems(phone)).toBe(0);

    await call(server, account, 'POST', apiPaths.favorites, { changes: [{ itemId: speaker!.id, favorite: false, changedAt: at(1) }] });
    await pullFavorites(account.user.id, phone);
    expect(phone.favorites()).toEqual([camera!.id]);
    // Nothing of the phone's own was newer: nothing to send back.
    expect(await db.outbox.count()).toBe(0);
  });

  it.each(['A', 'B'])('ends the same on both phones and the account when phone %s syncs first', async (first) => {
    const [kettle, heater, mixer] = await listings(3);
    const account = await signUp(server);
    const [phoneA, phoneB] = [new Phone(server), new Phone(server)];
    for (const phone of [phoneA, phoneB]) phone.account = account;
    const at = (minutesAgo: number) => Date.now() - minutesAgo * 60_000;

    // Both had the kettle and the heater from the account an hour ago.
    await call(server, account, 'POST', apiPaths.favorites, {
      changes: [kettle!, heater!].map((item) => ({ itemId: item.id, favorite: true, changedAt: new Date(at(60)).toISOString() })),
    });
    for (const phone of [phoneA, phoneB]) {
      await phone.use();
      await pullFavorites(account.user.id, phone);
    }

    // Offline, A removes the kettle 50 minutes ago and adds the mixer 45 minutes ago. B removes and
    // re-adds the kettle before that (58, 55), removes and re-adds the heater (40, 30), and adds and
    // removes the mixer after A added it (25, 20). Latest wins: kettle A's, heater and mixer B's.
    phoneA.online = false;
    phoneB.online = false;
    await phoneA.use();
    toggleFavorite(kettle!.id, at(50));
    toggleFavorite(mixer!.id, at(45));
    await claimDeviceFavorites(account.user.id);
    await phoneB.use();
    for (const [item, minutesAgo] of [[kettle!, 58], [kettle!, 55], [heater!, 40], [heater!, 30], [mixer!, 25], [mixer!, 20]] as const) {
      toggleFavorite(item.id, at(minutesAgo));
    }
    await claimDeviceFavorites(account.user.id);

    const order = first === 'A' ? [phoneA, phoneB] : [phoneB, phoneA];
    const sync = async (phone: Phone) => {
      await phone.use();
      phone.online = true;
      await phone.flush(Date.now() + HOUR);
      await pullFavorites(account.user.id, phone);
      await phone.flush(Date.now() + HOUR);
    };
    for (const phone of [...order, ...order]) await sync(phone);

    const expected = { [kettle!.id]: false, [heater!.id]: true, [mixer!.id]: false };
    expect(await accountState(account)).toEqual(expected);
    for (const phone of [phoneA, phoneB]) expect(phone.favorites()).toEqual([heater!.id]);
  });

  it("keeps a change still waiting to be sent when the account's older state arrives first, and sends it once", async () => {
    const [kettle] = await listings(1);
    const account = await signUp(server);
    const phone = new Phone(server);
    await phone.use();
    await phone.signIn(account);
    await call(server, account, 'POST', apiPaths.favorites, { changes: [{ itemId: kettle!.id, favorite: true, changedAt: new Date(Date.now() - HOUR).toISOString() }] });
    await pullFavorites(account.user.id, phone);
    expect(phone.favorites()).toEqual([kettle!.id]);

    phone.online = false;
    toggleFavorite(kettle!.id);
    await claimDeviceFavorites(account.user.id);
    // Back online, the pull (on `online`) answers before the outbox has sent the removal.
    phone.online = true;
    await pullFavorites(account.user.id, phone);
    expect(phone.favorites()).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
    await phone.flush();
    expect(posts(phone)).toBe(1);
    expect(await accountState(account)).toEqual({ [kettle!.id]: false });
  });

  it('takes the time the server gave a change from a clock running ahead, so that phone cannot pin the state', async () => {
    const [scooter] = await listings(1);
    const account = await signUp(server);
    const ahead = new Phone(server);
    await ahead.use();
    await ahead.signIn(account);
    toggleFavorite(scooter!.id, Date.now() + 24 * HOUR);
    await claimDeviceFavorites(account.user.id);
    await ahead.flush();

    // Another phone removes it a moment later (real time: once the clock has moved on): that later wish stands.
    const flushedAt = Date.now();
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(flushedAt));
    await call(server, account, 'POST', apiPaths.favorites, { changes: [{ itemId: scooter!.id, favorite: false, changedAt: new Date().toISOString() }] });
    await pullFavorites(account.user.id, ahead);
    await ahead.flush();
    expect(ahead.favorites()).toEqual([]);
    expect(await accountState(account)).toEqual({ [scooter!.id]: false });
  });
});
