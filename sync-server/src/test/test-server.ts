/**
 * Runs the real Koa app on a loopback port against a test database, with a small HTTP client that
 * keeps cookies like a browser would (one jar per client).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import webpush from 'web-push';
import type { DatabaseKind } from '../../../knexfile.ts';
import { createApp, type App } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createLogger, type Logger } from '../logger.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { openTestDatabase } from './test-databases.ts';

export interface TestServer {
  db: Database;
  url: string;
  client: () => TestClient;
  close: () => Promise<void>;
  /**
   * Restarts the HTTP side on the same database and port, as a server process restarting would:
   * open connections are dropped (their requests get no answer), a fresh app serves what follows.
   */
  restartHttp: () => Promise<void>;
  /** Resolves once the work the app does after its responses (removing unused media) has finished. */
  afterResponses: () => Promise<void>;
  /** The server's configuration, and the mailer its app sends with (a test's job worker mails with it too). */
  config: Config;
  mailer: Mailer;
}

/** One VAPID key pair for the test process (a test reads the public one from GET /api/push/public-key). */
const testVapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:tests@kiraya.test' };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    sessionSecret: 'test-secret-test-secret-test-secret-0123',
    staticDir: '/nonexistent',
    logLevel: 'silent',
    trustProxy: false,
    proxyHops: 1,
    // Test files sign up many accounts from one address; throttle.test.ts sets a limit to test it.
    signUpsPerAddress: 0,
    demoData: false,
    s3: undefined,
    vapid: testVapid,
    pushServiceHosts: [],
    jobWorker: false,
    metricsToken: undefined,
    documentKey: Buffer.alloc(32, 7),
    payments: { gateway: 'test', keyId: 'rzp_test_kiraya', keySecret: 'test-gateway-secret', webhookSecret: 'test-gateway-secret' },
    oidc: undefined,
    mail: { smtpUrl: undefined, from: 'Kiraya <no-reply@kiraya.test>', replyTo: 'Kiraya moderators <moderators@kiraya.test>', publicUrl: 'http://kiraya.test', dropDir: '/nonexistent/mail' },
    ...overrides,
  };
}

/** `logger`: where the app logs (silent by default; a test may read what it logs). */
export async function startTestServer(kind: DatabaseKind, overrides: Partial<Config> = {}, logger: Logger = createLogger('silent')): Promise<TestServer> {
  return serveDatabase(await openTestDatabase(kind), testConfig(overrides), logger);
}

/** The app on a loopback port over a database already open (closed with the server). */
export async function serveDatabase(db: Database, config: Config, logger: Logger = createLogger('silent')): Promise<TestServer> {
  let app: App | undefined;
  const mailer = createMailer(config.mail, logger);
  const listen = (port: number): Promise<Server> => {
    app = createApp({ db: db.knex, dbKind: db.kind, config, logger, mailer });
    const serving = app;
    return new Promise((resolve, reject) => {
      const listening = serving.listen(port, '127.0.0.1', () => resolve(listening));
      listening.once('error', reject);
    });
  };
  const stopListening = async (server: Server): Promise<void> => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  let server = await listen(0);
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    db,
    url,
    client: () => new TestClient(url),
    close: async () => {
      await stopListening(server);
      await db.close();
    },
    restartHttp: async () => {
      await stopListening(server);
      server = await listen(port);
    },
    afterResponses: async () => app?.context.afterResponses.settled(),
    config,
    mailer,
  };
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  bytes: Buffer;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
}

export class TestClient {
  constructor(
    private readonly baseUrl: string,
    readonly cookies = new Map<string, string>(),
  ) {}

  /** The same browser talking to another server (another process on the same database). */
  at(baseUrl: string): TestClient {
    return new TestClient(baseUrl, this.cookies);
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, init: { body?: unknown; raw?: string | Buffer; headers?: Record<string, string> } = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    let body: string | Buffer | undefined;
    if (init.raw !== undefined) body = init.raw;
    else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, bytes, json };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { body, headers });
  }
}
