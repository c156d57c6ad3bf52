/**
 * The embedded database's lock: one holder at a time, a clear refusal naming it, and a lock left by
 * a crashed process (dead pid, reused pid, half-written file, silent holder on another machine)
 * never blocks for good.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir, type LockHolder } from './data-dir-lock.ts';

let dataDir: string;
let lockFile: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-lock-'));
  lockFile = path.join(dataDir, LOCK_FILE_NAME);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const writeHolder = (holder: Partial<LockHolder>, ageMs = 0) => {
  writeFileSync(lockFile, JSON.stringify({ hostname: hostname(), command: 'server', startedAt: new Date().toISOString(), ...holder }));
  const then = new Date(Date.now() - ageMs);
  utimesSync(lockFile, then, then);
};
/** The pid of a process that has exited (pids are not reused this quickly). */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid ?? 0;
const refusal = (): DataDirLockedError => {
  try {
    lockDataDir(dataDir, 'npm run admin').release();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('the lock was taken');
};

/** Takes the lock from its holder as `npm run admin`, which the lock must then name, and lets it go. */
function expectTakenOver(): void {
  const lock = lockDataDir(dataDir, 'npm run admin');
  expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid, command: 'npm run admin' });
  lock.release();
}

describe('the lock of the embedded database', () => {
  it('is held by one opener at a time, names the server holding it, and is gone once released', () => {
    const lock = lockDataDir(dataDir, 'server');
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid, command: 'server' });
    expect(refusal().message).toContain(`Kiraya is running (pid ${process.pid}, still starting)`);
    lock.announce('http://localhost:3000');
    const { message } = refusal();
    expect(message).toContain(`Kiraya is running (pid ${process.pid}, http://localhost:3000) and has the embedded database in ${dataDir} open`);
    expect(message).toContain('Stop it first, then run this again.');
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    lockDataDir(dataDir, 'npm run migrate').release();
  });

  it('names a command holding it', () => {
    writeHolder({ pid: process.ppid, command: 'npm run migrate' });
    expect(refusal().message).toContain(`\`npm run migrate\` is running (pid ${process.ppid})`);
  });

  it('is taken over from a process that is gone', () => {
    writeHolder({ pid: deadPid(), url: 'http://localhost:3000' });
    const lock = lockDataDir(dataDir, 'npm run admin');
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid, command: 'npm run admin' });
    lock.release();
  });

  // Start times are read on Linux only.
  it.runIf(existsSync('/proc/self/stat'))('is taken over when its pid now belongs to another process (a restart reused it)', () => {
    writeHolder({ pid: process.ppid, processStart: '1' });
    expectTakenOver();
    // Our own pid in a lock we do not hold: an earlier process that had it (a container restart).
    writeHolder({ pid: process.pid });
    expectTakenOver();
  });

  it('waits out a half-written lock, then takes it over', () => {
    writeFileSync(lockFile, '');
    expect(refusal().message).toContain('Another Kiraya process is running and has');
    writeHolder({}, 0);
    writeFileSync(lockFile, '{"pid":');
    utimesSync(lockFile, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    lockDataDir(dataDir, 'server').release();
  });

  it('trusts a holder on another machine while it refreshes the lock, and not after', () => {
    writeHolder({ pid: 1, hostname: 'another-machine', url: 'http://10.0.0.2:3000' });
    expect(refusal().message).toContain('Kiraya is running (pid 1 on another-machine, http://10.0.0.2:3000)');
    writeHolder({ pid: 1, hostname: 'another-machine' }, 10 * 60_000);
    lockDataDir(dataDir, 'server').release();
  });

  // Processes started together, on a free directory and on one whose holder crashed: one wins.
  it.each(['free', 'left behind by a crash'])('goes to exactly one of several processes racing for it (%s)', async (state) => {
    if (state !== 'free') writeHolder({ pid: deadPid() });
    const contenders = Array.from({ length: 4 }, () =>
      spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'sync-server/src/test/lock-contender.ts'), dataDir], {
        cwd: repoRoot,
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    );
    const outcomes = await Promise.all(
      contenders.map(
        (child) =>
          new Promise<string>((resolve) => {
            let output = '';
            child.stdout.on('data', (chunk: Buffer) => {
              output += chunk.toString();
              if (output.includes('\n')) resolve(output.trim());
            });
          }),
      ),
    );
    for (const child of contenders) child.stdin.end();
    await Promise.all(contenders.map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))));
    expect(outcomes.sort()).toEqual(['locked', 'refused', 'refused', 'refused']);
    expect(existsSync(lockFile)).toBe(false);
  }, 120_000);
});
