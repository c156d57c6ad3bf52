/**
 * Kiraya's server as the bench runs it, in a process of its own: what sync-server/src/main.ts does
 * (loadConfig, startServer, stop on SIGTERM), started by bench/processes.ts with an IPC channel. It
 * listens on the port the operating system gives (PORT=0) and tells its parent the address over IPC,
 * so a run never fails because a port is taken and two runs never collide.
 */
import { loadConfig } from '../sync-server/src/config.ts';
import { exitAfterStopping } from '../sync-server/src/exit-after-stopping.ts';
import { startServer } from '../sync-server/src/server.ts';

export type ServerMessage = { type: 'listening'; url: string } | { type: 'memory'; memory: NodeJS.MemoryUsage };

const send = (message: ServerMessage) => process.send?.(message);
const running = await startServer(loadConfig(), { isTTY: false, write: () => true });
const { port } = new URL(running.url);
send({ type: 'listening', url: `http://127.0.0.1:${port}` });

/**
 * What the parent asks: the memory, after a full collection (node --expose-gc) or as it is. Asked over
 * IPC, not HTTP, so the server has no debug endpoint to guard and the probe never queues behind (or
 * shows up in) the traffic being measured.
 */
export interface MemoryRequest {
  type: 'memory';
  gc: boolean;
}

process.on('message', (message: MemoryRequest) => {
  if (message.type !== 'memory') return;
  if (message.gc) {
    // Twice: the first collection's finalizers can free more for the second.
    globalThis.gc?.();
    globalThis.gc?.();
  }
  send({ type: 'memory', memory: process.memoryUsage() });
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  exitAfterStopping(running);
};
process.once('SIGTERM', stop);
// The bench died without stopping this server: go too, rather than linger on the machine.
process.once('disconnect', stop);
