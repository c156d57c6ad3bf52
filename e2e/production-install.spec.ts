/**
 * A production install, as an operator makes one: the repository with its build (`npm run build`, done
 * by this run before the specs), only the production dependencies (`npm ci --omit=dev`: no TypeScript
 * loader, no Vite, no esbuild), started with `NODE_ENV=production npm start` on Node alone. It refuses
 * to start without its settings, naming them all; with them it serves the app and the API, and its
 * commands (migrate, admin) run too.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { expect, test } from './fixtures.ts';
import { freePort, newAccount } from './support.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Packages only building and testing need: none may be in a production install. */
const BUILD_TOOLS = ['tsx', 'vite', 'esbuild', 'vitest', '@playwright/test', 'react', 'dexie'];

interface Finished {
  code: number | null;
  output: string;
}

/** Runs `npm …` in `cwd` to its end, with `env` on top of a clean production environment. */
function npm(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Finished> {
  const child = spawn('npm', args, { cwd, env: { ...process.env, NODE_ENV: '', DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return finished(child);
}

function finished(child: ChildProcess): Promise<Finished> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** Settings a production start requires, made as the operations guide says. */
function productionSettings(): NodeJS.ProcessEnv {
  const keys = webpush.generateVAPIDKeys();
  return {
    SESSION_SECRET: execFileSync('openssl', ['rand', '-base64', '48'], { encoding: 'utf8' }).trim(),
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:operations@kiraya.in',
    DOCUMENT_KEY: execFileSync('openssl', ['rand', '-base64', '32'], { encoding: 'utf8' }).trim(),
    PUBLIC_URL: 'https://kiraya.in',
    // Nothing is mailed here; an SMTP server is only named, as production requires one.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAIL_FROM: 'Kiraya <no-reply@kiraya.in>',
  };
}

test.describe('a production install', () => {
  test.describe.configure({ mode: 'serial' });
  let work: string;
  /** The server's process group (npm and the Node process it starts), and its end. */
  let server: { pid: number; ended: Promise<Finished> } | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    work = mkdtempSync(path.join(tmpdir(), 'kiraya-production-'));
    // The repository as a clone has it (committed and new files, nothing ignored), then the build made
    // from it: copied after the sources, so it is newer than them, as a build made after a clone is.
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file && existsSync(path.join(root, file)));
    for (const file of files) {
      mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(work, file));
    }
    cpSync(path.join(root, 'dist/pwa'), path.join(work, 'dist/pwa'), { recursive: true });
    cpSync(path.join(root, 'dist/server'), path.join(work, 'dist/server'), { recursive: true });
    const install = await npm(work, ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline']);
    expect(install.code, install.output).toBe(0);
  });

  test.afterAll(async () => {
    if (server) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // Already ended.
      }
      await server.ended;
    }
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('holds no build tools', () => {
    for (const name of BUILD_TOOLS) expect(existsSync(path.join(work, 'node_modules', name)), `${name} is installed`).toBe(false);
  });

  test('refuses to start without its settings, naming every one that is missing', async () => {
    const start = await npm(work, ['start'], { NODE_ENV: 'production', DATA_DIR: path.join(work, 'refused') });
    expect(start.code).toBe(1);
    for (const setting of ['SESSION_SECRET', 'VAPID_PUBLIC_KEY', 'VAPID_SUBJECT', 'DOCUMENT_KEY', 'PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM']) expect(start.output).toContain(setting);
    // It wrote nothing: a production start without settings generates none.
    expect(existsSync(path.join(work, 'refused'))).toBe(false);
  });

  test('starts on Node alone and serves the app and the API', async ({ browser, copy }) => {
    test.setTimeout(120_000);
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const child = spawn('npm', ['start'], {
      cwd: work,
      env: {
        ...process.env,
        ...productionSettings(),
        NODE_ENV: 'production',
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(work, 'data'),
        // Behind a TLS proxy, as the deploy guide has it: the proxy's X-Forwarded-Proto says https.
        TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, which a stop signals as a process manager does (npm and the server in it).
      detached: true,
    });
    server = { pid: child.pid ?? 0, ended: finished(child) };
    await expect
      .poll(() => fetch(`${base}/api/health/ready`).then((response) => response.status, () => 0), { timeout: 90_000 })
      .toBe(200);

    const context = await browser.newContext({ baseURL: base, extraHTTPHeaders: { 'X-Forwarded-Proto': 'https' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('searchbox', { name: copy.hero.searchLabel })).toBeVisible();

    const account = newAccount();
    const registered = await page.request.post('/api/register', { data: account });
    expect(registered.status()).toBe(201);
    const signedIn = await page.request.get('/api/auth/user');
    expect(await signedIn.json()).toMatchObject({ username: account.username });
    // Production demo data is off: a fresh install has no listings.
    expect(await (await page.request.get('/api/items')).json()).toEqual([]);
    await context.close();

    // A write that reached the server over plain http is refused, never answered with a 5xx.
    const plain = await fetch(`${base}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(newAccount()) });
    expect(plain.status).toBe(403);

    process.kill(-server.pid, 'SIGTERM');
    const { output } = await server.ended;
    expect(output).toContain('"msg":"stopped"');
    server = undefined;
  });

  test('runs its commands on Node alone', async () => {
    const env = { ...productionSettings(), NODE_ENV: 'production', DATA_DIR: path.join(work, 'data') };
    const status = await npm(work, ['run', 'migrate', '--', 'status'], env);
    expect(status.code, status.output).toBe(0);
    expect(status.output).toContain('Pending (0): none');
    const jobs = await npm(work, ['run', 'admin', '--', 'jobs'], env);
    expect(jobs.code, jobs.output).toBe(0);
  });
});
