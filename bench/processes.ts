/** Starts and stops the processes a benchmark measures: Kiraya's real server and the baseline. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

export interface Started {
  url: string;
  stop: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 900; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer in 90 s`);
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

/** Kiraya's server on embedded PGlite in a throwaway data directory (or on DATABASE_URL when set). */
export async function startKiraya(port: number, env: NodeJS.ProcessEnv = {}): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-bench-'));
  const child = spawn(tsx, [path.join(root, 'sync-server/src/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child, () => rmSync(dataDir, { recursive: true, force: true }));
  await waitFor(`${url}/api/health`, child).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, stop };
}

export async function startHelloWorld(port: number): Promise<Started> {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'bench/hello-world.ts'), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  await waitFor(url, child).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, stop };
}
