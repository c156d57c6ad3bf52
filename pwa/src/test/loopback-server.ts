/**
 * The real sync server for the outbox's tests: sync-server/src/test/test-server.ts, on embedded
 * PGlite, over loopback. The server's code is type-checked by the root project under Node's types;
 * this project's DOM types cannot check it, so it is loaded through a URL TypeScript does not follow,
 * and used through the few members declared here (checked when it loads).
 */
import { apiPaths, type User } from '@shared/api.ts';

export interface LoopbackServer {
  url: string;
  restartHttp(): Promise<void>;
  close(): Promise<void>;
  db: { knex: { raw(sql: string, bindings?: readonly unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> } };
}

interface TestServerModule {
  startTestServer(kind: 'pglite', overrides: { dataDir: string }): Promise<LoopbackServer>;
}

function isTestServerModule(value: unknown): value is TestServerModule {
  return typeof value === 'object' && value !== null && 'startTestServer' in value && typeof value.startTestServer === 'function';
}

const TEST_SERVER = new URL('../../../sync-server/src/test/test-server.ts', import.meta.url).href;

export async function startLoopbackServer(dataDir: string): Promise<LoopbackServer> {
  const loaded: unknown = await import(/* @vite-ignore */ TEST_SERVER);
  if (!isTestServerModule(loaded)) throw new Error(`${TEST_SERVER} has no startTestServer`);
  return loaded.startTestServer('pglite', { dataDir });
}

/** A signed-up account: its user and the session cookie its browser would send. */
export interface Account {
  user: User;
  cookie: string;
}

/** Registers a new account on the server (a fresh one per call, so tests never share data). */
export async function signUp(server: Pick<LoopbackServer, 'url'>, fullName = 'Meera Nair'): Promise<Account> {
  const tag = crypto.randomUUID().slice(0, 8);
  const response = await fetch(`${server.url}${apiPaths.register}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: `user_${tag}`, email: `user_${tag}@example.in`, fullName, password: 'correct horse battery' }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { user: (await response.json()) as User, cookie };
}
