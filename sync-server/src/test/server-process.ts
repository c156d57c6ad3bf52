/**
 * Real Kiraya processes for tests: the server (`main.ts`) and the command-line tools, run by Node
 * with tsx's loader, so the child's pid is the server's own (what its lock and messages name).
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { repoRoot } from '../config.ts';

export const serverScript = path.join(repoRoot, 'sync-server/src/main.ts');
const nodeWithTsx = (script: string, args: string[]) => [process.execPath, ['--import', 'tsx', script, ...args]] as const;

export interface ServerProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  pid: number;
  url: string;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
  /** Sends `signal` and waits for the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** Every server started and not yet stopped, so a test that failed halfway leaves none running. */
const running = new Map<ServerProcess['child'], Promise<number | null>>();

export async function stopAllServerProcesses(): Promise<void> {
  for (const child of running.keys()) child.kill('SIGKILL');
  await Promise.all(running.values());
}

/** Starts `main.ts` with `env` on top of this process's environment; resolves once it listens. */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const [command, args] = nodeWithTsx(serverScript, []);
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  // Killed with the test run too (vitest may end without our after-hooks on a hard failure).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      process.off('exit', killOnExit);
      running.delete(child);
      resolve(code);
    }),
  );
  running.set(child, exited);
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/"url":"(http:\/\/localhost:\d+)"/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return {
    child,
    pid: child.pid ?? 0,
    url,
    output: () => output,
    exited,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface ScriptResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a script to its end (a CLI tool, or a second server that is expected to refuse). */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<ScriptResult> {
  const [command, scriptArgs] = nodeWithTsx(script, args);
  const child = spawn(command, scriptArgs, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}
