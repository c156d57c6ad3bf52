/**
 * The real commands, as a newcomer runs them: the server process on embedded PGlite (migrations at
 * start, graceful stop on SIGTERM), its lock on DATA_DIR (a second server, `admin` and `migrate` are
 * refused while it runs; a crashed server's lock does not block), then `admin grant` and
 * `migrate status` on the same data, and the role a restarted server answers with; and a production
 * start, refused with every missing setting named, then started with them.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { repoRoot } from '../config.ts';
import { LOCK_FILE_NAME } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { newRegistration } from '../test/factories.ts';
import { PLAIN_HTTP_WARNING } from '../server.ts';
import { runScript, serverScript, startServerProcess, stopAllServerProcesses, type ServerProcess } from '../test/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-cli-'));
const lockFile = path.join(dataDir, LOCK_FILE_NAME);
const env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', DEMO_DATA: 'false' };
const cliScript = (name: string) => path.join(repoRoot, 'sync-server/src/cli', name);
const runCli = (script: string, args: string[]) => runScript(cliScript(script), args, env);

/** The account's role as the server answers it, through the session cookie of its registration. */
async function roleSeenBy(server: ServerProcess, cookie: string): Promise<unknown> {
  const response = await fetch(`${server.url}/api/auth/user`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { role: unknown }).role;
}

/** Each step starts Node processes, one after another: generous on a busy machine. */
const PROCESS_TIMEOUT_MS = 180_000;

describe('server process and command-line tools', { timeout: PROCESS_TIMEOUT_MS }, () => {
  afterEach(stopAllServerProcesses);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const account = newRegistration();
  let accountId = '';
  let cookie = '';

  it('starts on embedded PGlite, refuses a second opener of its database while it runs, and stops cleanly on SIGTERM', async () => {
    const server = await startServerProcess(env);
    try {
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      const registered = await fetch(`${server.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      expect(registered.status).toBe(201);
      accountId = ((await registered.json()) as { id: string }).id;
      cookie = registered.headers.getSetCookie().map((set) => set.split(';')[0]).join('; ');
      expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: server.pid, command: 'server', url: server.url });

      const running = `Kiraya is running (pid ${server.pid}, ${server.url}) and has the embedded database in ${dataDir} open`;
      const [grant, migrate, second] = await Promise.all([
        runCli('admin.ts', ['grant', account.username]),
        runCli('migrate.ts', ['status']),
        runScript(serverScript, [], env),
      ]);
      expect(grant.status).toBe(1);
      expect(grant.stderr).toContain(running);
      expect(grant.stderr).toContain('Stop it first, then run this again.');
      expect(grant.stderr).toContain('Nothing was changed.');
      expect(migrate.status).toBe(1);
      expect(migrate.stderr).toContain(running);
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(running);

      // None of them touched the database: the first server still serves it, with the old role.
      expect(await roleSeenBy(server, cookie)).toBe('user');
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(existsSync(lockFile)).toBe(false);
  });

  it('makes an administrator with `admin grant` by username, never by email, and explains an unknown account', async () => {
    // An email can be one anybody typed or a provider asserted: it names no account here.
    const byEmail = await runCli('admin.ts', ['grant', account.email]);
    expect(byEmail.status).toBe(1);
    expect(byEmail.stderr).toContain(`No account with username or id "${account.email}" (an email is not accepted: give the username).`);
    const granted = await runCli('admin.ts', ['grant', account.username.toUpperCase()]);
    expect(granted.stdout).toContain(`${account.username} <${account.email}> is now an administrator.`);
    expect(granted.status).toBe(0);
    const usage = await runCli('admin.ts', ['promote']);
    expect(usage.status).toBe(2);

    const database = openDatabase({ dataDir });
    const row = await database.knex('users').where({ username: account.username }).first('role');
    await database.close();
    expect(row.role).toBe('admin');
  });

  it('answers with the new role once started again, and a crashed server leaves no lock that blocks', async () => {
    const restarted = await startServerProcess(env);
    expect(await roleSeenBy(restarted, cookie)).toBe('admin');
    // A crash: no clean stop, the lock file stays behind with a pid that no longer runs.
    await restarted.stop('SIGKILL');
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: restarted.pid });

    const revoked = await runCli('admin.ts', ['revoke', accountId]);
    expect(revoked.stderr).toBe('');
    expect(revoked.stdout).toContain(`${account.username} <${account.email}> is now a regular user.`);
    const again = await startServerProcess(env);
    try {
      expect(await roleSeenBy(again, cookie)).toBe('user');
    } finally {
      expect(await again.stop()).toBe(0);
    }
  });

  it('lists the jobs given up with `admin jobs`, and puts one back with `admin jobs retry`', async () => {
    const database = openDatabase({ dataDir });
    let id = '';
    try {
      const [row] = await database.knex('jobs')
        .insert({ kind: 'push.send', payload: JSON.stringify({ userId: 'u', subscriptionId: 's', alert: {} }), attempts: 10, last_error: 'push to https://fcm.googleapis.com failed (503)', failed_at: new Date() })
        .returning('id');
      id = String((row as { id: string | number }).id);
    } finally {
      await database.close();
    }
    const listed = await runCli('admin.ts', ['jobs']);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain('1 failed job:');
    expect(listed.stdout).toContain(`#${id} push.send`);
    expect(listed.stdout).toContain('after 10 attempts');
    expect(listed.stdout).toContain('last error: push to https://fcm.googleapis.com failed (503)');

    expect((await runCli('admin.ts', ['jobs', 'retry', '999999'])).stderr).toContain('No failed job #999999.');
    const retried = await runCli('admin.ts', ['jobs', 'retry', id]);
    expect(retried.status).toBe(0);
    expect(retried.stdout).toContain('1 job back in the queue');
    expect((await runCli('admin.ts', ['jobs'])).stdout).toContain('No failed jobs.');
    const reopened = openDatabase({ dataDir });
    try {
      expect(await reopened.knex('jobs').where({ id }).first()).toMatchObject({ attempts: 0, failed_at: null });
      await reopened.knex('jobs').where({ id }).delete();
    } finally {
      await reopened.close();
    }
    expect((await runCli('admin.ts', ['jobs', 'again'])).status).toBe(2);
  });

  it('reports migrations with `migrate status`', async () => {
    const status = await runCli('migrate.ts', ['status']);
    expect(status.status).toBe(0);
    expect(status.stdout).toMatch(/Applied \(\d+\): 20261122000100_extensions/);
    expect(status.stdout).toContain('Pending (0): none');
  });

  // `script` (util-linux) runs the server on a pseudo-terminal, as `npm start` in a terminal would.
  it.skipIf(!existsSync('/usr/bin/script'))('prints one plain start-up line on a terminal', async () => {
    const command = `exec ${process.execPath} --import tsx ${serverScript}`;
    const child = spawn('/usr/bin/script', ['-qfec', command, '/dev/null'], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/^Kiraya is running at (http:\/\/localhost:\d+)\r?$/m);
        if (match?.[1]) resolve(match[1]);
      });
      void exited.then(() => reject(new Error(`server exited before listening:\n${output}`)));
    });
    const pid = (JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number }).pid;
    process.kill(pid, 'SIGTERM');
    await exited;
    expect(existsSync(lockFile)).toBe(false);
    expect(url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(output).not.toContain('"msg":"Kiraya is running"');
  });

  it('under NODE_ENV=production names every missing setting at once, then starts with them and warns without TRUST_PROXY', async () => {
    const productionDir = mkdtempSync(path.join(tmpdir(), 'kiraya-cli-production-'));
    const production = { ...env, NODE_ENV: 'production', DATA_DIR: productionDir, DEMO_DATA: '' };
    try {
      const refused = await runScript(serverScript, [], production);
      expect(refused.status).toBe(1);
      for (const setting of ['SESSION_SECRET', 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY', 'VAPID_SUBJECT', 'DOCUMENT_KEY']) expect(refused.stderr).toContain(`${setting} ${setting.includes(' and ') ? 'are' : 'is'} required`);
      expect(readdirSync(productionDir)).toEqual([]);

      const { publicKey, privateKey } = webpush.generateVAPIDKeys();
      const server = await startServerProcess({
        ...production,
        SESSION_SECRET: randomBytes(48).toString('base64'),
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'mailto:ops@kiraya.in',
        DOCUMENT_KEY: randomBytes(32).toString('base64'),
        PUBLIC_URL: 'https://kiraya.in',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'Kiraya <no-reply@kiraya.in>',
      });
      try {
        await expect.poll(() => server.output()).toContain(PLAIN_HTTP_WARNING);
        // No demo listings in production unless asked for.
        expect(await (await fetch(`${server.url}/api/items?limit=1`)).json()).toEqual([]);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    } finally {
      rmSync(productionDir, { recursive: true, force: true });
    }
  });
});
