/**
 * Sign-in throttling through the real app: parallel guesses get no more checks than serial ones, and
 * each counter of SIGN_IN_LIMITS does what docs/architecture.md, "Sign-in limits", says; sign-ups are limited per
 * address. Addresses are given with X-Forwarded-For (the app trusts the proxy here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@shared/messages/server.ts';
import type { RegistrationPayload } from '@shared/schemas/auth.ts';
import { newRegistration } from '../../test/factories.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { admitSignInAttempt, SIGN_IN_LIMITS, SIGN_UP_BACKOFF, sweepForgottenSignInCounters } from './throttle.ts';

/*
 * Counters a rule needs hundreds of failures to reach are set in the table rather than earned one
 * argon2 check at a time.
 */

/** Sign-ups one address makes before a pause, in these tests. */
const SIGN_UPS = 3;

describe.each(testDatabaseKinds)('sign-in throttling on %s', (kind) => {
  let server: TestServer;
  let addressCounter = 0;
  /** A fresh address for each test, so counters never carry over between tests. */
  const newAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

  beforeAll(async () => {
    server = await startTestServer(kind, { trustProxy: true, signUpsPerAddress: SIGN_UPS });
  });
  afterAll(() => server.close());

  /** Each from an address of its own, so the sign-up limit is met only where a test means to. */
  const registered = async (): Promise<RegistrationPayload & { id: string }> => {
    const payload = newRegistration();
    const response = await server.client().post('/api/register', payload, { 'x-forwarded-for': newAddress() });
    expect(response.status).toBe(201);
    return { ...payload, id: (response.json as { id: string }).id };
  };
  const signIn = (client: TestClient, username: string, password: string, address: string) =>
    client.post('/api/login/email', { username, password }, { 'x-forwarded-for': address });
  const wrong = (username: string, address: string, n = 0) => signIn(server.client(), username, `wrong guess ${n}`, address);
  const statuses = (responses: { status: number }[]) => responses.map((response) => response.status);
  const count = (list: number[], status: number) => list.filter((s) => s === status).length;
  /** Puts a counter where hundreds of failures would have left it: paused until `pausedFor` from now. */
  const pauseCounter = (key: string, failures: number, pausedForSeconds: number) =>
    server.db.knex.raw(
      `INSERT INTO auth_throttle (key, failures, last_failure_at, blocked_until) VALUES (?, ?, now(), now() + make_interval(secs => ?))
       ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at, blocked_until = excluded.blocked_until`,
      [key, failures, pausedForSeconds],
    );
  const counter = (key: string) => server.db.knex('auth_throttle').where({ key }).first<{ failures: number } | undefined>('failures');

  it('pauses sign-ups from an address after its limit, with a clear 429 and the wait; other addresses sign up as usual', async () => {
    const address = newAddress();
    const signUp = (from: string, registration = newRegistration()) => server.client().post('/api/register', registration, { 'x-forwarded-for': from });
    // A refused sign-up counts too (scripts try names until one is free).
    const taken = await registered();
    expect((await signUp(address, newRegistration({ username: taken.username }))).status).toBe(409);
    for (let n = 1; n < SIGN_UPS; n++) expect((await signUp(address)).status).toBe(201);
    const late = newRegistration();
    const refused = await signUp(address, late);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGN_UP_BACKOFF.firstPauseSeconds);
    expect(refused.json).toMatchObject({ code: 'throttled', message: serverMessages.errors.signUpThrottled(Math.ceil(wait / 60)), details: { retryAfterSeconds: wait } });
    expect(await server.db.knex('users').where({ username: late.username })).toHaveLength(0);
    expect((await signUp(newAddress())).status).toBe(201);
  });

  it("takes the client's address from the proxy's entry, never from the entries the client wrote before it", async () => {
    const target = await registered();
    const address = newAddress();
    // Each guess forges a fresh leftmost entry; the proxy appends the address it really saw.
    const answers: number[] = [];
    for (let n = 0; n < SIGN_IN_LIMITS.accountAndAddress + 2; n++) answers.push((await wrong(target.username, `203.0.113.${n + 1}, ${address}`, n)).status);
    expect(count(answers, 401)).toBe(SIGN_IN_LIMITS.accountAndAddress);
    expect(count(answers, 429)).toBe(2);
  });

  it('checks no more parallel guesses than serial ones', async () => {
    const serialTarget = await registered();
    const address = newAddress();
    const serial: number[] = [];
    for (let n = 0; n < 8; n++) serial.push((await wrong(serialTarget.username, address, n)).status);
    const serialChecked = count(serial, 401);
    expect(serialChecked).toBe(SIGN_IN_LIMITS.accountAndAddress);
    expect(serial.slice(serialChecked).every((status) => status === 429)).toBe(true);

    const parallelTarget = await registered();
    const parallelAddress = newAddress();
    const parallel = statuses(await Promise.all(Array.from({ length: 30 }, (_, n) => wrong(parallelTarget.username, parallelAddress, n))));
    // Only a checked password can answer 401; a 429 is answered before any check.
    expect(count(parallel, 401)).toBeLessThanOrEqual(serialChecked);
    expect(count(parallel, 401) + count(parallel, 429)).toBe(30);
  });

  it('pauses an account guessed from many addresses after its own, looser limit', async () => {
    const target = await registered();
    const guesses = SIGN_IN_LIMITS.account + 4;
    const answers = statuses(await Promise.all(Array.from({ length: guesses }, (_, n) => wrong(target.email, newAddress(), n))));
    expect(count(answers, 401)).toBe(SIGN_IN_LIMITS.account);
    expect(count(answers, 429)).toBe(4);
    // A device new to the account is paused too, even with the right password ...
    expect((await signIn(server.client(), target.username, target.password, newAddress())).status).toBe(429);
  });

  it('never refuses the right password because of other accounts’ failures behind a shared address', async () => {
    const sharedAddress = newAddress();
    const others = await Promise.all(Array.from({ length: 12 }, () => registered()));
    // 72 failures from one address: every other account's pair is paused (the old per-address limit was 50).
    for (const other of others) {
      const answers = statuses(await Promise.all(Array.from({ length: 6 }, (_, n) => wrong(other.username, sharedAddress, n))));
      expect(answers).toContain(429);
    }
    const user = await registered();
    const fresh = server.client();
    const response = await signIn(fresh, user.username, user.password, sharedAddress);
    expect(response.status).toBe(200);
  });

  it('keeps a ceiling for one address across accounts, which a device that signed in before passes', async () => {
    const address = newAddress();
    const regular = await registered();
    const device = server.client();
    expect((await signIn(device, regular.username, regular.password, newAddress())).status).toBe(200);
    await pauseCounter(`ip:${address}`, SIGN_IN_LIMITS.address, 60);

    const stranger = await registered();
    const refused = await signIn(server.client(), stranger.username, stranger.password, address);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'throttled' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50);
    // The same wait as a figure, for a client that words it in the user's language.
    expect((refused.json as { details: unknown }).details).toEqual({ retryAfterSeconds: Number(refused.headers.get('retry-after')) });
    // The device that signed in to this account before is held only to its own account + address counter.
    expect((await signIn(device, regular.username, regular.password, address)).status).toBe(200);
    // Its cookie proves nothing for another account.
    expect((await signIn(device, stranger.username, stranger.password, address)).status).toBe(429);
  });

  it('lets a known device in while its account is paused by guesses from elsewhere', async () => {
    const user = await registered();
    const device = server.client();
    expect((await signIn(device, user.username, user.password, newAddress())).status).toBe(200);
    await pauseCounter(`account:${user.id}`, SIGN_IN_LIMITS.account + 3, 600);
    expect((await signIn(server.client(), user.username, user.password, newAddress())).status).toBe(429);
    expect((await signIn(device, user.username, user.password, newAddress())).status).toBe(200);
  });

  it('doubles the pause with each further failure, up to 15 minutes, and forgets after an hour', async () => {
    const user = await registered();
    const address = newAddress();
    const key = `account-ip:${user.id}|${address}`;
    const retryAfter = async () => Number((await wrong(user.username, address)).headers.get('retry-after'));
    const endPause = () => server.db.knex('auth_throttle').where({ key }).update({ blocked_until: server.db.knex.raw("now() - interval '1 second'") });
    for (let n = 0; n < SIGN_IN_LIMITS.accountAndAddress; n++) expect((await wrong(user.username, address, n)).status).toBe(401);
    const first = SIGN_IN_LIMITS.backoff.firstPauseSeconds;
    expect(await retryAfter()).toBeGreaterThan(first - 3);
    expect(await retryAfter()).toBeLessThanOrEqual(first);
    await endPause();
    expect((await wrong(user.username, address)).status).toBe(401);
    expect(await retryAfter()).toBeGreaterThan(2 * first - 3);
    // Far along, the pause stays at its cap.
    await server.db.knex('auth_throttle').where({ key }).update({ failures: 40, blocked_until: null });
    await wrong(user.username, address);
    expect(await retryAfter()).toBeGreaterThan(SIGN_IN_LIMITS.backoff.maxPauseSeconds - 3);
    expect(await retryAfter()).toBeLessThanOrEqual(SIGN_IN_LIMITS.backoff.maxPauseSeconds);
    // An hour without failures and the counter starts from nothing.
    await server.db.knex('auth_throttle').where({ key }).update({ blocked_until: null, last_failure_at: server.db.knex.raw("now() - interval '61 minutes'") });
    expect((await wrong(user.username, address)).status).toBe(401);
    expect(await counter(key)).toMatchObject({ failures: 1 });
  });

  it('forgives the device’s failures on the right password and does not count the success elsewhere', async () => {
    const user = await registered();
    const address = newAddress();
    for (let n = 0; n < SIGN_IN_LIMITS.accountAndAddress - 1; n++) expect((await wrong(user.username, address, n)).status).toBe(401);
    expect((await signIn(server.client(), user.username, user.password, address)).status).toBe(200);
    expect(await counter(`account-ip:${user.id}|${address}`)).toBeUndefined();
    expect(await counter(`account:${user.id}`)).toMatchObject({ failures: SIGN_IN_LIMITS.accountAndAddress - 1 });
    expect(await counter(`ip:${address}`)).toMatchObject({ failures: SIGN_IN_LIMITS.accountAndAddress - 1 });
    // The forgiven pair has all its tries again.
    for (let n = 0; n < SIGN_IN_LIMITS.accountAndAddress; n++) expect((await wrong(user.username, address, n)).status).toBe(401);
    expect((await wrong(user.username, address)).status).toBe(429);
  });

  it('leaves no counter behind a sign-in that failed nowhere, and sweeps counters that have forgotten', async () => {
    const user = await registered();
    const address = newAddress();
    expect((await signIn(server.client(), user.username, user.password, address)).status).toBe(200);
    for (const key of [`account-ip:${user.id}|${address}`, `account:${user.id}`, `ip:${address}`]) expect(await counter(key)).toBeUndefined();

    const quiet = newAddress();
    const paused = newAddress();
    await wrong(user.username, quiet);
    await pauseCounter(`ip:${paused}`, SIGN_IN_LIMITS.address, 600);
    const longAgo = server.db.knex.raw("now() - interval '2 hours'");
    await server.db.knex('auth_throttle').whereIn('key', [`ip:${quiet}`, `ip:${paused}`]).update({ last_failure_at: longAgo });
    expect(await sweepForgottenSignInCounters(server.db.knex)).toBeGreaterThanOrEqual(1);
    expect(await counter(`ip:${quiet}`)).toBeUndefined();
    // A counter still paused stays, however old its last failure.
    expect(await counter(`ip:${paused}`)).toMatchObject({ failures: SIGN_IN_LIMITS.address });
  });

  it('refuses to count inside a request transaction, where a refused sign-in would roll its failure back', async () => {
    await expect(server.db.knex.transaction((trx) => admitSignInAttempt(trx, 'someone', '10.0.0.1', false))).rejects.toThrow(/root database/);
  });
});
