/**
 * Starts and stops the processes a benchmark measures: Kiraya's real server (bench/kiraya-server.ts)
 * and the baseline hello-world. Each listens on a port the operating system gives and reports its
 * address over IPC, so nothing depends on a fixed port being free.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MemoryRequest, ServerMessage } from './kiraya-server.ts';

const root = path.resolve(import.meta.dirname, '..');
/** A process's start-up (migrations, demo photos on a slow machine) that takes longer is broken. */
const START_TIMEOUT_MS = 180_000;

export interface Started {
  url: string;
  stop: () => Promise<void>;
}

export interface StartedKiraya extends Started {
  pid: number;
  /** The server's memory, asked over IPC: by default after a full garbage collection (its live memory). */
  memory: (gc?: boolean) => Promise<NodeJS.MemoryUsage>;
}

/** A TypeScript file of this repository run by Node through tsx, with an IPC channel to this process. */
function forkTs(file: string, env: NodeJS.ProcessEnv, nodeFlags: string[] = []): ChildProcess {
  return fork(path.join(root, file), [], {
    cwd: root,
    env: { ...process.env, ...env },
    // One process (no tsx CLI in front of it), so its pid is the server's own.
    execArgv: [...nodeFlags, '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

function listening(child: ChildProcess, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    const onMessage = (message: ServerMessage) => {
      if (message.type !== 'listening') return;
      done();
      resolve(message.url);
    };
    const onExit = (code: number | null, signal: string | null) => {
      done();
      reject(new Error(`${name} exited before it listened (${signal ?? `code ${code}`})`));
    };
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function stopper(child: ChildProcess, cleanup = () => {}): () => Promise<void> {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    cleanup();
  };
}

async function started(child: ChildProcess, name: string, cleanup?: () => void): Promise<Started> {
  const stop = stopper(child, cleanup);
  try {
    return { url: await listening(child, name), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The Node flags `npm start` runs the server with (package.json's start script, `node <flags>
 * sync-server/bin/kiraya.mjs start`): the bench measures the server as it runs, garbage collector
 * settings included.
 */
function startNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = (scripts.start ?? '').split(/\s+/);
  const script = words.findIndex((word, index) => index > 0 && !word.startsWith('--'));
  if (words[0] !== 'node' || script < 0) throw new Error(`package.json's start script is not \`node <flags> <script> start\`: ${scripts.start}`);
  return words.slice(1, script);
}

/**
 * Kiraya's server on embedded PGlite in a throwaway data directory (or on DATABASE_URL when set), with
 * `npm start`'s Node flags, and `--expose-gc` so its memory can be read after a full collection.
 */
export async function startKiraya(env: NodeJS.ProcessEnv = {}): Promise<StartedKiraya> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-bench-'));
  const child = forkTs(
    'bench/kiraya-server.ts',
    { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    // BENCH_SERVER_FLAGS: more Node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`.
    ['--expose-gc', ...startNodeFlags(), ...(process.env.BENCH_SERVER_FLAGS || '').split(' ').filter(Boolean)],
  );
  const server = await started(child, 'Kiraya', () => rmSync(dataDir, { recursive: true, force: true }));
  const memory = (gc = true) =>
    new Promise<NodeJS.MemoryUsage>((resolve, reject) => {
      const onMessage = (message: ServerMessage) => {
        if (message.type !== 'memory') return;
        child.off('message', onMessage);
        resolve(message.memory);
      };
      child.on('message', onMessage);
      const request: MemoryRequest = { type: 'memory', gc };
      if (!child.send(request)) reject(new Error('the server is not listening on its IPC channel'));
    });
  return { ...server, pid: child.pid ?? 0, memory };
}

export function startHelloWorld(): Promise<Started> {
  return started(forkTs('bench/hello-world.ts', {}), 'hello-world');
}

/** The page of the demo data's first listing with a photo (what a shared link opens), on the server at `baseUrl`. */
export async function demoItemPath(baseUrl: string): Promise<string> {
  const items = (await (await fetch(`${baseUrl}/api/items?limit=20`)).json()) as Array<{ id: string; imageUrls: string[] }>;
  const item = items.find((candidate) => candidate.imageUrls.length > 0) ?? items[0];
  if (!item) throw new Error('the demo data has no listing for the item page');
  return `/item/${item.id}`;
}
