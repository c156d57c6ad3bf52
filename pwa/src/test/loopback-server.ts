/**
 * The real sync server for the outbox's tests: sync-server/src/test/test-server.ts, on embedded
 * PGlite, over loopback. The server's code is type-checked by the root project under Node's types;
 * this project's DOM types cannot check it, so it is loaded through a URL TypeScript does not follow,
 * and used through the few members declared here (checked when it loads).
 */
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
