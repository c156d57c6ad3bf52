/**
 * The real commands, as a newcomer runs them: the server process on embedded PGlite (migrations at
 * start, graceful stop on SIGTERM), then `admin grant` and `migrate status` on the same data.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { newRegistration } from '../test/factories.ts';

const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-cli-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '' };

function runCli(script: string, args: string[]) {
  return spawnSync(tsx, [path.join(repoRoot, 'sync-server/src/cli', script), ...args], { env, encoding: 'utf8' });
}

describe('server process and command-line tools', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const account = newRegistration();

  it('starts on embedded PGlite, serves the API, and stops cleanly on SIGTERM', async () => {
    const child = spawn(tsx, [path.join(repoRoot, 'sync-server/src/main.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/"url":"(http:\/\/localhost:\d+)"/);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', () => reject(new Error(`server exited early:\n${output}`)));
    });
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const registered = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('makes an administrator with `admin grant` and explains an unknown account', async () => {
    const granted = runCli('admin.ts', ['grant', account.email]);
    expect(granted.stdout).toContain(`${account.username} <${account.email}> is now an administrator.`);
    expect(granted.status).toBe(0);
    const unknown = runCli('admin.ts', ['grant', 'nobody@example.in']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account with username or email "nobody@example.in".');
    const usage = runCli('admin.ts', ['promote']);
    expect(usage.status).toBe(2);

    const database = openDatabase({ dataDir });
    const row = await database.knex('users').where({ username: account.username }).first('role');
    await database.close();
    expect(row.role).toBe('admin');
  });

  it('reports migrations with `migrate status`', () => {
    const status = runCli('migrate.ts', ['status']);
    expect(status.status).toBe(0);
    expect(status.stdout).toMatch(/Applied \(\d+\): 20261122000100_extensions/);
    expect(status.stdout).toContain('Pending (0): none');
  });
});
