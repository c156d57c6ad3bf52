/**
 * Starts the server for the end-to-end tests (playwright.config.ts webServer) in its data directory,
 * having first made one administrator the way an operator makes one: sign up, stop the server,
 * `npm run admin -- grant <username>`, start it again. The CLI is exercised for real, and no call or
 * test hook that grants a role has to exist.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalProvider } from '../sync-server/src/test/local-oidc-provider.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { E2E_PROVIDER_NAME } from './local-provider.ts';

const TSX = 'node_modules/.bin/tsx';

// Hindi pages drawn without a Devanagari font show a box per letter, wider than the letters: every
// width, wrap and screenshot of the Hindi tests would be wrong. Phones have one (Android: Noto Sans
// Devanagari); a bare Debian does not.
const devanagariFonts = execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' }).trim();
if (!devanagariFonts) throw new Error('No Devanagari font for the Hindi pages: install one, e.g. `apt-get install fonts-noto-core` (what .ci/run does).');
const dataDir = process.env.DATA_DIR;
const port = process.env.PORT;
if (!dataDir || !port) throw new Error('start-server.ts needs DATA_DIR and PORT');
const marker = path.join(dataDir, 'e2e-admin-granted');

// A real OpenID Provider on loopback (oidc-provider's development interactions: any login, then
// consent), so the auth dialog shows "Continue with Local ID" and e2e/oidc.spec.ts signs in through it.
// Every login is an account with a verified email made from it. The browser's origin is localhost.
const provider = await startLocalProvider({
  claimsOf: (login) => ({ email: `${login}@example.test`, email_verified: true, name: login, preferred_username: login }),
});
provider.registerSite(`http://localhost:${port}`);
Object.assign(process.env, {
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
  OIDC_PROVIDER_NAME: E2E_PROVIDER_NAME,
  OIDC_REDIRECT_URL: `http://localhost:${port}/api/callback`,
});

const startServer = (listenOn: string): ChildProcess => spawn(TSX, ['sync-server/src/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: listenOn } });

/**
 * A free loopback port for the first, short-lived server: were it on PORT, Playwright (which polls
 * PORT's /api/health) could take it for the test server and start the tests just before it stops.
 */
async function freePort(): Promise<string> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port for the first start');
  return String(address.port);
}

async function waitForHealth(server: ChildProcess, origin: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server stopped while starting (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

async function makeAdministrator(): Promise<void> {
  const firstPort = await freePort();
  const origin = `http://127.0.0.1:${firstPort}`;
  const first = startServer(firstPort);
  await waitForHealth(first, origin);
  const response = await fetch(`${origin}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(E2E_ADMIN),
  });
  if (response.status !== 201) throw new Error(`signing up the administrator failed: ${response.status} ${await response.text()}`);
  first.kill('SIGTERM');
  if (first.exitCode === null) await once(first, 'exit');
  execFileSync(TSX, ['sync-server/src/cli/admin.ts', 'grant', E2E_ADMIN.username], { stdio: 'inherit', env: process.env });
  writeFileSync(marker, new Date().toISOString());
}

if (!existsSync(marker)) await makeAdministrator();
const server = startServer(port);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
const [code] = (await once(server, 'exit')) as [number | null];
await provider.close();
process.exit(code ?? 0);
