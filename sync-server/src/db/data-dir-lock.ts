/**
 * The embedded database's lock (DATA_DIR/db.lock): PGlite is one PostgreSQL that keeps its pages in the
 * memory of the process that opened it, so a second process opening the same files (the admin command,
 * `npm run migrate`, a second `npm start`) would work on a copy that diverges from the server's, or
 * corrupt the files.
 */
import { closeSync, openSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/*
 * Whoever opens DATA_DIR/db first holds the lock; everyone else is refused with a message naming the
 * holder (pid, and the server's address once it listens).
 *
 * The lock is a file created exclusively (O_EXCL) that records who holds it. A holder that crashed
 * leaves it behind; such a lock is stale and taken over when its process is gone (same machine: the
 * pid no longer runs, or runs a different process since its start time differs), or, for a holder on
 * another machine sharing the directory, when it stopped refreshing the file's time. Not
 * `proper-lockfile`: its staleness is by time only, so a server whose event loop is busy for longer
 * than the stale time (a large migration in PGlite) would lose its lock to a second process.
 */

export const LOCK_FILE_NAME = 'db.lock';

/** What the lock file says about the process holding it. */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** What runs: `server`, or the command (`npm run admin`, `npm run migrate`…). */
  command: string;
  startedAt: string;
  /** The server's address, once it listens. */
  url?: string;
  /** Linux: the process's start time in clock ticks since boot, so a reused pid is not mistaken for it. */
  processStart?: string;
}

export interface DataDirLock {
  readonly file: string;
  /** Records the server's address in the lock, so a refused command can say where it runs. */
  announce: (url: string) => void;
  /** Removes the lock (only if it is still this process's). */
  release: () => void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly holder: LockHolder | undefined,
    readonly dataDir: string,
  ) {
    super(lockedMessage(holder, dataDir));
    this.name = 'DataDirLockedError';
  }
}

/** How often the holder refreshes the lock file's time; a foreign holder silent for 4 × this is gone. */
const HEARTBEAT_MS = 30_000;
const FOREIGN_STALE_MS = 4 * HEARTBEAT_MS;
/** A lock file left empty or unreadable (a crash between creating and writing it) is stale after this. */
const UNREADABLE_STALE_MS = 10_000;
const ATTEMPTS = 100;

/** Lock files this process holds: opening one data directory twice in one process is refused too. */
const heldHere = new Set<string>();

export function lockedMessage(holder: LockHolder | undefined, dataDir: string): string {
  const who = !holder
    ? 'Another Kiraya process is running'
    : holder.command === 'server'
      ? `Kiraya is running (pid ${holder.pid}${holder.hostname === hostname() ? '' : ` on ${holder.hostname}`}, ${holder.url ?? 'still starting'})`
      : `\`${holder.command}\` is running (pid ${holder.pid})`;
  return (
    `${who} and has the embedded database in ${dataDir} open; two processes must never open it at once. ` +
    'Stop it first, then run this again. (To run several processes on one database, use PostgreSQL through DATABASE_URL.)'
  );
}

/** Takes the lock of `dataDir` for this process, or throws DataDirLockedError naming its holder. */
export function lockDataDir(dataDir: string, command: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const processStart = processStartOf(process.pid);
  const mine: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    command,
    startedAt: new Date().toISOString(),
    ...(processStart === undefined ? {} : { processStart }),
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (createExclusive(file, JSON.stringify(mine))) return holdLock(file, mine);
    const current = readLock(file);
    if (!current) continue; // released meanwhile: try again
    if (heldHere.has(file) || !isStale(current)) throw new DataDirLockedError(current.holder, dataDir);
    // A stale lock: remove it under a short-lived second lock, so two processes taking it over at
    // once cannot remove each other's fresh lock.
    if (!removeStale(file, current.raw)) pause(20);
  }
  throw new Error(`Could not lock ${file}: it keeps changing. Is another Kiraya process starting and stopping?`);
}

function holdLock(file: string, mine: LockHolder): DataDirLock {
  heldHere.add(file);
  let holder = mine;
  // Keeps the file's time fresh for holders on other machines (see FOREIGN_STALE_MS).
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // The file is gone (removed by hand): nothing to refresh; release still cleans up.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    process.off('exit', release);
    if (!heldHere.delete(file)) return;
    try {
      // Remove the file only if it is still ours (it could have been removed and taken by hand).
      if (readLock(file)?.holder?.pid === process.pid) unlinkQuietly(file);
    } catch {
      // Unreadable now (permissions changed, disk gone): the next opener finds our pid gone and takes over.
    }
  };
  // A process that exits without closing the database (process.exit) still leaves no lock behind.
  process.on('exit', release);
  return {
    file,
    announce: (url) => {
      holder = { ...holder, url };
      // Written aside and renamed over the lock: a reader never sees half of it.
      const next = `${file}.${process.pid}.tmp`;
      writeFileSync(next, JSON.stringify(holder), { mode: 0o600 });
      renameSync(next, file);
    },
    release,
  };
}

function isStale({ holder, mtimeMs }: { holder: LockHolder | undefined; mtimeMs: number }): boolean {
  const age = Date.now() - mtimeMs;
  if (!holder) return age > UNREADABLE_STALE_MS;
  if (holder.hostname !== hostname()) return age > FOREIGN_STALE_MS;
  // Same machine: our own pid here means an earlier process with our pid (a container restart).
  if (holder.pid === process.pid || !isRunning(holder.pid)) return true;
  const start = processStartOf(holder.pid);
  return holder.processStart !== undefined && start !== undefined && start !== holder.processStart;
}

function removeStale(file: string, staleRaw: string): boolean {
  const guard = `${file}.takeover`;
  if (!createExclusive(guard, String(process.pid))) {
    // Someone else is taking over; their guard is stale only if they crashed in these few lines.
    const guardAge = ageOf(guard);
    if (guardAge !== undefined && guardAge > UNREADABLE_STALE_MS) unlinkQuietly(guard);
    return false;
  }
  try {
    // Still the same stale lock (nobody took it over between our read and our guard)?
    if (readLock(file)?.raw === staleRaw) unlinkQuietly(file);
    return true;
  } finally {
    unlinkQuietly(guard);
  }
}

function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readLock(file: string): { raw: string; holder: LockHolder | undefined; mtimeMs: number } | undefined {
  try {
    const { mtimeMs } = statSync(file);
    const raw = readFileSync(file, 'utf8');
    return { raw, holder: parseHolder(raw), mtimeMs };
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

function parseHolder(raw: string): LockHolder | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { pid, hostname: host, command } = parsed as Record<string, unknown>;
    if (typeof pid !== 'number' || typeof host !== 'string' || typeof command !== 'string') return undefined;
    return parsed as LockHolder;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return !isCode(error, 'ESRCH');
  }
}

/** Field 22 of /proc/<pid>/stat (Linux); undefined elsewhere or when the process is gone. */
function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces; fields 3… follow the last ")".
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function ageOf(file: string): number | undefined {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
