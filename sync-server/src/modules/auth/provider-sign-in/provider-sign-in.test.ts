/**
 * Sign-in through an OpenID Connect provider end to end: a real provider (oidc-provider 9)
 * on loopback, walked like a browser (its login and consent forms submitted), and a hand-made provider
 * whose token endpoint answers with the ID tokens a test asks for (wrong nonce, audience, issuer,
 * expired), signed with a real key, to see each refused with a page and nobody signed in.
 */
import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, type AuthProviders, type User } from '@shared/api.ts';
import type { Locale } from '@shared/locale.ts';
import hindi from '@shared/messages/hi/provider-sign-in.ts';
import { providerSignInMessages, type ProviderSignInMessages } from '@shared/messages/provider-sign-in.ts';
import { newRegistration } from '../../../test/factories.ts';
import { startLocalProvider, type LocalProvider } from '../../../test/local-oidc-provider.ts';
import { testDatabaseKinds } from '../../../test/test-databases.ts';
import { startTestServer, TestClient, type TestResponse, type TestServer } from '../../../test/test-server.ts';
import { usernameBase } from './provider-sign-in-service.ts';
import { sameSiteReturnTo } from './return-to.ts';

const reasons = providerSignInMessages.refused.reasons;

/** A browser: one cookie jar per origin, redirects followed by hand so each hop can be looked at. */
class Browser {
  private readonly jars = new Map<string, TestClient>();
  constructor(readonly site: TestClient, siteUrl: string) {
    this.jars.set(new URL(siteUrl).origin, site);
  }

  private clientFor(url: URL): TestClient {
    let client = this.jars.get(url.origin);
    if (!client) {
      client = new TestClient(url.origin);
      this.jars.set(url.origin, client);
    }
    return client;
  }

  /** Requests `url` and follows redirects until a page, or until `stopAt` says the next hop is to be kept. */
  async go(url: URL, init: { method?: string; form?: Record<string, string>; stopAt?: (next: URL) => boolean } = {}): Promise<{ url: URL; response: TestResponse }> {
    let current = url;
    let method = init.method ?? 'GET';
    let form = init.form;
    for (let hop = 0; hop < 20; hop++) {
      const response = await this.clientFor(current).request(method, current.pathname + current.search, {
        raw: form ? new URLSearchParams(form).toString() : undefined,
        headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      const next = new URL(location, current);
      if (init.stopAt?.(next)) return { url: next, response };
      current = next;
      method = 'GET';
      form = undefined;
    }
    throw new Error('too many redirects');
  }

  /** Submits the page's one form with these fields. */
  submit(page: { url: URL; response: TestResponse }, fields: Record<string, string>, stopAt?: (next: URL) => boolean) {
    const action = /<form[^>]*action="([^"]+)"/.exec(page.response.text)?.[1];
    if (!action) throw new Error(`no form on ${page.url.href}: ${page.response.text.slice(0, 300)}`);
    return this.go(new URL(action.replace(/&amp;/g, '&'), page.url), { method: 'POST', form: fields, stopAt });
  }
}

const isCallback = (url: URL) => url.pathname === '/api/callback';
/** The callback's path and query, as the site client requests it. */
const callbackPath = (url: URL): string => url.pathname + url.search;

/** Starts at GET /api/login, signs in at the provider as `login` and consents; returns the callback URL, not yet visited. */
async function callbackFromProvider(browser: Browser, server: TestServer, login: string, returnTo = '/', lang?: Locale): Promise<URL> {
  const start = await browser.go(new URL(`/api/login?returnTo=${encodeURIComponent(returnTo)}${lang ? `&lang=${lang}` : ''}`, server.url), { stopAt: isCallback });
  if (isCallback(start.url)) return start.url;
  expect(start.response.text).toContain('name="login"');
  const consent = await browser.submit(start, { prompt: 'login', login, password: 'any' }, isCallback);
  if (isCallback(consent.url)) return consent.url;
  expect(consent.response.text).toContain('value="consent"');
  const back = await browser.submit(consent, { prompt: 'consent' }, isCallback);
  expect(isCallback(back.url)).toBe(true);
  return back.url;
}

const currentUser = async (client: TestClient): Promise<User | undefined> => {
  const response = await client.get('/api/auth/user');
  return response.status === 200 ? (response.json as User) : undefined;
};

const expectRefusal = (response: TestResponse, reason: keyof typeof reasons, copy: ProviderSignInMessages = providerSignInMessages) => {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.text).toContain(copy.refused.reasons[reason].replace(/'/g, '&#39;'));
  expect(response.text).toContain(`<html lang="${copy === hindi ? 'hi' : 'en'}">`);
  expect(response.text).toContain('href="/"');
  expect(response.text).not.toMatch(/<script/i);
};

describe('a returnTo is a path of this site only', () => {
  it.each([
    ['/items/42?tab=photos', '/items/42?tab=photos'],
    ['/', '/'],
    ['//evil.example/x', '/'],
    ['/.//evil.example/x', '/'],
    ['/a/..//evil.example/x', '/'],
    ['/%2e//evil.example/x', '/'],
    ['/%2E%2E//evil.example/x', '/'],
    ['/./%5Cevil.example/x', '/%5Cevil.example/x'],
    ['/items/./42', '/items/42'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    [undefined, '/'],
  ])('%s → %s', (raw, expected) => {
    expect(sameSiteReturnTo(raw)).toBe(expected);
  });

  it('makes usernames the registration form accepts', () => {
    expect(usernameBase('Asha Rao!')).toBe('AshaRao');
    expect(usernameBase('a')).toBe('auser');
    expect(usernameBase('x'.repeat(40))).toHaveLength(30);
  });
});

describe.each(testDatabaseKinds)('provider sign-in against a real provider on %s', (kind) => {
  let provider: LocalProvider;
  let server: TestServer;
  beforeAll(async () => {
    provider = await startLocalProvider();
    server = await startTestServer(kind, {
      oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, providerName: 'Local ID', redirectUrl: undefined },
    });
    provider.registerSite(server.url);
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  let n = 0;
  let login: string;
  beforeEach(() => {
    login = `person${++n}-${kind}`;
    provider.accounts.set(login, { email: `${login}@example.test`, email_verified: true, name: `Person ${n}`, preferred_username: login });
  });

  const newBrowser = () => {
    const site = server.client();
    return { site, browser: new Browser(site, server.url) };
  };

  it('reports the provider by its name', async () => {
    expect((await server.client().get('/api/auth/providers')).json).toEqual({ oidc: { name: 'Local ID' } } satisfies AuthProviders);
  });

  it.each(['/.//evil.example/x', '/a/..//evil.example/x', '/%2e//evil.example/x'])('sends the browser home, never to another host, after a sign-in that started with returnTo %s', async (returnTo) => {
    const { site, browser } = newBrowser();
    const callback = await callbackFromProvider(browser, server, login, returnTo);
    const landed = await site.get(callback.pathname + callback.search);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/');
  });

  it('creates an account at the first sign-in, returns where the user started, and reuses it the next time', async () => {
    const { site, browser } = newBrowser();
    const callback = await callbackFromProvider(browser, server, login, '/items?q=drill');
    const landed = await site.get(callback.pathname + callback.search);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/items?q=drill');
    const user = await currentUser(site);
    // No password: the app tells this account its provider keeps its email, which the provider verified.
    expect(user).toMatchObject({ username: login, email: `${login}@example.test`, fullName: `Person ${n}`, hasPassword: false, emailConfirmed: true });
    const identities = await server.db.knex('user_identities').where({ user_id: user?.id });
    expect(identities).toMatchObject([{ issuer: provider.issuer, subject: login }]);

    // Another device, later: the same identity signs in to the same account, no second one is made.
    const other = newBrowser();
    const again = await callbackFromProvider(other.browser, server, login);
    await other.site.get(again.pathname + again.search);
    expect((await currentUser(other.site))?.id).toBe(user?.id);
    expect(Number((await server.db.knex('users').whereRaw('lower(email) = ?', [`${login}@example.test`]).count({ count: '*' }))[0]?.count)).toBe(1);
  });

  it('signs the person in again at the provider when asked for a fresh sign-in, though the provider still has its session', async () => {
    const { site, browser } = newBrowser();
    const first = await callbackFromProvider(browser, server, login);
    await site.get(callbackPath(first));
    const user = await currentUser(site);
    // A plain sign-in goes straight through on the provider's session…
    const plain = await browser.go(new URL('/api/login?returnTo=/profile/edit', server.url), { stopAt: isCallback });
    expect(isCallback(plain.url)).toBe(true);
    // …a fresh one shows the provider's login page, and comes back signed in to the same account.
    const fresh = await browser.go(new URL('/api/login?returnTo=/profile/edit&fresh=1', server.url), { stopAt: isCallback });
    expect(isCallback(fresh.url)).toBe(false);
    expect(fresh.response.text).toContain('name="login"');
    const consented = await browser.submit(fresh, { prompt: 'login', login, password: 'any' }, isCallback);
    const back = isCallback(consented.url) ? consented : await browser.submit(consented, { prompt: 'consent' }, isCallback);
    const landed = await site.get(callbackPath(back.url));
    expect(landed.headers.get('location')).toBe('/profile/edit');
    expect((await currentUser(site))?.id).toBe(user?.id);
    // Fresh enough to delete the account without a password.
    expect((await site.request('DELETE', '/api/account', { body: {} })).status).toBe(204);
  });

  it("never makes an unverified email an account's: it asks for one, refuses a bad or taken one, then makes the account with the one given", async () => {
    const claimed = `victim-${login}@example.test`;
    provider.accounts.set(login, { email: claimed, email_verified: false, name: `Person ${n}`, preferred_username: login });
    const { site, browser } = newBrowser();
    const ask = await browser.go(await callbackFromProvider(browser, server, login, '/dashboard'));
    const t = providerSignInMessages.chooseEmail;
    expect(ask.response.status).toBe(200);
    expect(ask.response.text).toContain(t.title);
    expect(ask.response.text).toContain(`action="${apiPaths.providerEmail}"`);
    expect(await currentUser(site)).toBeUndefined();
    expect(await server.db.knex('users').whereRaw('lower(email) = ?', [claimed])).toHaveLength(0);

    const bad = await browser.submit(ask, { email: 'not an email' });
    expect(bad.response.status).toBe(400);
    expect(bad.response.text).toContain(t.invalid);
    expect(bad.response.text).toContain('value="not an email"');
    // The address's real owner signs up meanwhile: it is theirs, and typing it is refused.
    expect((await server.client().post('/api/register', newRegistration({ email: claimed }))).status).toBe(201);
    const taken = await browser.submit(bad, { email: claimed.toUpperCase() });
    expect(taken.response.status).toBe(409);
    expect(taken.response.text).toContain(t.taken);
    expect(await currentUser(site)).toBeUndefined();

    const chosen = `chosen-${login}@example.test`;
    const made = await browser.submit(taken, { email: ` ${chosen.toUpperCase()} ` }, () => true);
    expect(made.response.status).toBe(303);
    expect(made.response.headers.get('location')).toBe('/dashboard');
    const user = await currentUser(site);
    expect(user).toMatchObject({ email: chosen, username: login, fullName: `Person ${n}`, emailConfirmed: false });
    // The typed email waits for the link mailed to it, as at a sign-up.
    await server.afterResponses();
    expect(await server.db.knex('email_confirmations').where({ user_id: user?.id })).toMatchObject([{ email: chosen, used_at: null }]);
    expect(await server.db.knex('user_identities').where({ subject: login })).toMatchObject([{ user_id: user?.id, email: null }]);
    // Used once: the form cannot make a second account.
    expectRefusal((await site.request('POST', apiPaths.providerEmail, { raw: `email=${encodeURIComponent(`again-${chosen}`)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })), 'expired-attempt');

    // The next sign-in with the identity goes straight to that account.
    const other = newBrowser();
    const again = await callbackFromProvider(other.browser, server, login);
    expect((await other.site.get(again.pathname + again.search)).status).toBe(302);
    expect((await currentUser(other.site))?.id).toBe(user?.id);
  });

  it('gives a new account a free username when the suggested one is taken', async () => {
    const taken = newRegistration({ username: login });
    expect((await server.client().post('/api/register', taken)).status).toBe(201);
    provider.accounts.set(login, { email: `other-${login}@example.test`, email_verified: true, preferred_username: login });
    const { site, browser } = newBrowser();
    const callback = await callbackFromProvider(browser, server, login);
    await site.get(callback.pathname + callback.search);
    expect((await currentUser(site))?.username).toBe(`${login}2`);
  });

  it('signs out of the site and at the provider, which sends the browser home', async () => {
    const { site, browser } = newBrowser();
    const callback = await callbackFromProvider(browser, server, login);
    await site.get(callback.pathname + callback.search);
    expect(await currentUser(site)).toBeDefined();
    const out = await site.get('/api/logout', { 'sec-fetch-site': 'same-origin' });
    expect(out.status).toBe(302);
    const endSession = new URL(out.headers.get('location') ?? '');
    expect(endSession.origin).toBe(provider.issuer);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${server.url}/`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(await currentUser(site)).toBeUndefined();
    // The provider asks whether to sign out there too; saying yes ends there and comes home.
    const question = await browser.go(endSession);
    const home = await browser.submit(question, { xsrf: /name="xsrf" value="([^"]+)"/.exec(question.response.text)?.[1] ?? '', logout: 'yes' }, (next) => next.origin === server.url);
    expect(home.url.href).toBe(`${server.url}/`);
  });

  it('does not link an existing account when the provider has not verified the email', async () => {
    const existing = newRegistration({ email: `${login}@example.test` });
    await server.client().post('/api/register', existing);
    provider.accounts.set(login, { email: existing.email, email_verified: false });
    const { site, browser } = newBrowser();
    const callback = await callbackFromProvider(browser, server, login);
    expectRefusal(await site.get(callback.pathname + callback.search), 'email-not-verified');
    expect(await currentUser(site)).toBeUndefined();
    expect(await server.db.knex('user_identities').where({ subject: login })).toHaveLength(0);
  });

  it('links a verified email to the account the user is signed in to', async () => {
    const existing = newRegistration({ email: `${login}@example.test` });
    const { site, browser } = newBrowser();
    const registered = (await site.post('/api/register', existing)).json as User;
    const callback = await callbackFromProvider(browser, server, login);
    expect((await site.get(callback.pathname + callback.search)).status).toBe(302);
    expect((await currentUser(site))?.id).toBe(registered.id);
    expect(await server.db.knex('user_identities').where({ subject: login, user_id: registered.id })).toHaveLength(1);
  });

  it('links a verified email when the account is confirmed by its password, and not with a wrong one', async () => {
    const existing = newRegistration({ email: `${login}@example.test` });
    const registered = (await server.client().post('/api/register', existing)).json as User;

    const wrong = newBrowser();
    const first = await callbackFromProvider(wrong.browser, server, login);
    const ask = await wrong.browser.go(first);
    expect(ask.response.status).toBe(200);
    expect(ask.response.text).toContain(providerSignInMessages.link.title);
    expect(await currentUser(wrong.site)).toBeUndefined();
    const refused = await wrong.browser.submit(ask, { password: 'not-the-password' });
    expectRefusal(refused.response, 'wrong-password');
    expect(await currentUser(wrong.site)).toBeUndefined();
    expect(await server.db.knex('user_identities').where({ subject: login })).toHaveLength(0);

    const right = newBrowser();
    const second = await callbackFromProvider(right.browser, server, login, '/dashboard');
    const confirm = await right.browser.go(second);
    const linked = await right.browser.submit(confirm, { password: existing.password }, () => true);
    expect(linked.response.status).toBe(303);
    expect(linked.url.pathname).toBe('/dashboard');
    expect((await currentUser(right.site))?.id).toBe(registered.id);
    expect(await server.db.knex('user_identities').where({ subject: login, user_id: registered.id })).toHaveLength(1);
  });

  it('cannot link by password to an account that has none (made by a provider sign-in)', async () => {
    const first = newBrowser();
    const made = await callbackFromProvider(first.browser, server, login);
    await first.site.get(made.pathname + made.search);
    const owner = await currentUser(first.site);
    const other = `${login}-other`;
    provider.accounts.set(other, { email: `${login}@example.test`, email_verified: true });
    const { site, browser } = newBrowser();
    const ask = await browser.go(await callbackFromProvider(browser, server, other));
    expect(ask.response.text).toContain(providerSignInMessages.link.title);
    expectRefusal((await browser.submit(ask, { password: 'whatever-it-is' })).response, 'no-password');
    expect(await currentUser(site)).toBeUndefined();
    expect(await server.db.knex('user_identities').where({ user_id: owner?.id })).toHaveLength(1);
  });

  it('refuses a callback whose state is not the one sent, and signs nobody in', async () => {
    const { site, browser } = newBrowser();
    const callback = await callbackFromProvider(browser, server, login);
    callback.searchParams.set('state', 'forged-state');
    expectRefusal(await site.get(callback.pathname + callback.search), 'invalid-answer');
    expect(await currentUser(site)).toBeUndefined();
    // The attempt is used up: the genuine answer, arriving after, is refused too.
    expect((await site.get(callback.pathname + callback.search)).status).toBe(400);
  });

  it('refuses a replayed callback, in the same browser after sign-out and in another one', async () => {
    const { site, browser } = newBrowser();
    const callback = await callbackFromProvider(browser, server, login);
    expect((await site.get(callback.pathname + callback.search)).status).toBe(302);
    await site.get('/api/logout');
    expectRefusal(await site.get(callback.pathname + callback.search), 'expired-attempt');
    expect(await currentUser(site)).toBeUndefined();
    const attacker = server.client();
    expectRefusal(await attacker.get(callback.pathname + callback.search), 'expired-attempt');
    expect(await currentUser(attacker)).toBeUndefined();
  });

  it('speaks the language the app was in on every page of the way: Hindi in, Hindi refusal and link page', async () => {
    const existing = newRegistration({ email: `${login}@example.test` });
    await server.client().post('/api/register', existing);
    const { browser } = newBrowser();
    const ask = await browser.go(await callbackFromProvider(browser, server, login, '/', 'hi'));
    expect(ask.response.text).toContain('<html lang="hi">');
    expect(ask.response.text).toContain(hindi.link.title);
    expectRefusal((await browser.submit(ask, { password: 'not-the-password' })).response, 'wrong-password', hindi);

    provider.accounts.set(login, { email: existing.email, email_verified: false });
    const unverified = newBrowser();
    const callback = await callbackFromProvider(unverified.browser, server, login, '/', 'hi');
    expectRefusal(await unverified.site.get(callback.pathname + callback.search), 'email-not-verified', hindi);
  });

  it("follows the browser's languages when the app did not say, English when it speaks neither", async () => {
    const inHindi = await server.client().request('GET', '/api/callback?state=none', { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en-IN;q=0.8' } });
    expectRefusal(inHindi, 'expired-attempt', hindi);
    expectRefusal(await server.client().request('GET', '/api/callback?state=none', { headers: { 'accept-language': 'ta-IN,en;q=0.5,hi;q=0.4' } }), 'expired-attempt');
    expectRefusal(await server.client().request('GET', '/api/callback?state=none', { headers: { 'accept-language': 'fr' } }), 'expired-attempt');
  });

  it('refuses a callback carrying the provider\'s error', async () => {
    const { site, browser } = newBrowser();
    await callbackFromProvider(browser, server, login);
    const pending = await site.get('/api/login');
    const state = new URL(pending.headers.get('location') ?? '').searchParams.get('state') ?? '';
    expectRefusal(await site.get(`/api/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(provider.issuer)}`), 'provider-error');
    expect(await currentUser(site)).toBeUndefined();
  });
});

/** A provider whose token endpoint signs whatever ID token claims the test sets. */
async function startHandMadeProvider() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  let lastNonce = '';
  let claims: (base: JWTPayload) => JWTPayload = (base) => base;
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/.well-known/openid-configuration') {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (url.pathname === '/jwks') return json({ keys: [jwk] });
    if (url.pathname === '/authorize') {
      lastNonce = url.searchParams.get('nonce') ?? '';
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', 'one-code');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { location: back.href }).end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const now = Math.floor(Date.now() / 1000);
      const payload = claims({ iss: issuer, aud: 'hand-made', sub: 'subject-1', nonce: lastNonce, iat: now, exp: now + 300, email: 'hand@example.test', email_verified: true });
      const idToken = await new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).sign(privateKey);
      return json({ access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    answerWith: (change: (base: JWTPayload) => JWTPayload) => {
      claims = change;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('provider sign-ups and the sign-up limit', () => {
  let provider: LocalProvider;
  let server: TestServer;
  beforeAll(async () => {
    provider = await startLocalProvider();
    server = await startTestServer('pglite', {
      oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, providerName: 'Local ID', redirectUrl: undefined },
      signUpsPerAddress: 1,
    });
    provider.registerSite(server.url);
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  it('counts a new account made by provider sign-in: past the limit a page says so with the wait; signing in to an existing one is not counted', async () => {
    for (const login of ['limit-first', 'limit-second']) {
      provider.accounts.set(login, { email: `${login}@example.test`, email_verified: true, name: 'Person', preferred_username: login });
    }
    const first = new Browser(server.client(), server.url);
    const made = await first.site.get(callbackPath(await callbackFromProvider(first, server, 'limit-first')));
    expect(made.status).toBe(302);

    const second = new Browser(server.client(), server.url);
    const refused = await second.site.get(callbackPath(await callbackFromProvider(second, server, 'limit-second')));
    expectRefusal(refused, 'too-many-sign-ups');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await server.db.knex('users').where({ email: 'limit-second@example.test' })).toHaveLength(0);

    // The first person again, from the same address: their account exists, nothing is made.
    const again = new Browser(server.client(), server.url);
    expect((await again.site.get(callbackPath(await callbackFromProvider(again, server, 'limit-first')))).status).toBe(302);
    expect((await currentUser(again.site))?.email).toBe('limit-first@example.test');
  });
});

describe.each(testDatabaseKinds)('provider sign-in refuses a bad ID token on %s', (kind) => {
  let provider: Awaited<ReturnType<typeof startHandMadeProvider>>;
  let server: TestServer;
  const logLines: string[] = [];
  const logStream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = pino({ level: 'warn' }, logStream);
  beforeAll(async () => {
    provider = await startHandMadeProvider();
    server = await startTestServer(
      kind,
      { oidc: { issuer: provider.issuer, clientId: 'hand-made', clientSecret: 'hand-made-secret', providerName: 'Hand Made', redirectUrl: undefined } },
      logger,
    );
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  const signInWith = async (change: (base: JWTPayload) => JWTPayload) => {
    provider.answerWith(change);
    const site = server.client();
    const browser = new Browser(site, server.url);
    const { url, response } = await browser.go(new URL('/api/login', server.url), { stopAt: () => false });
    return { site, url, response };
  };

  it('signs in with a good one (the hand-made provider is a fair baseline)', async () => {
    const { site, url } = await signInWith((base) => base);
    expect(url.href).toBe(`${server.url}/`);
    expect(await currentUser(site)).toMatchObject({ email: 'hand@example.test' });
  });

  it.each([
    ['a wrong nonce', (base: JWTPayload) => ({ ...base, nonce: 'not-the-nonce' })],
    ['another audience', (base: JWTPayload) => ({ ...base, aud: 'another-client' })],
    ['another issuer', (base: JWTPayload) => ({ ...base, iss: 'https://another-issuer.example' })],
    ['an expired token', (base: JWTPayload) => ({ ...base, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 })],
  ])('refuses %s, signing nobody in', async (_, change) => {
    const { site, url, response } = await signInWith((base) => change({ ...base, sub: 'refused-subject', email: 'refused@example.test' }));
    expect(url.pathname).toBe('/api/callback');
    expectRefusal(response, 'invalid-answer');
    expect(await currentUser(site)).toBeUndefined();
    expect(await server.db.knex('user_identities').where({ subject: 'refused-subject' })).toHaveLength(0);
    expect(await server.db.knex('users').where({ email: 'refused@example.test' })).toHaveLength(0);
  });

  it('logs each refusal by its reason, without the code, the state or any token', () => {
    const refusals = logLines.filter((line) => line.includes('provider sign-in refused'));
    expect(refusals).toHaveLength(4);
    for (const line of refusals) {
      expect(JSON.parse(line)).toMatchObject({ reason: 'invalid-answer' });
      expect(line).not.toContain('one-code');
      expect(line).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
      expect(line).not.toContain('hand-made-secret');
      expect(line).not.toMatch(/state=/);
    }
  });
});
