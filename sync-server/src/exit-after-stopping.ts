/** Ending a server process: shared by `npm start` (main.ts) and the bench's server process. */
import type { RunningServer } from './server.ts';

/** How long a stop may take before the process exits anyway: a stuck connection must not keep it alive forever. */
const STOP_TIMEOUT_MS = 10_000;

/** Stops the server (requests in flight finish, the database closes), then exits: 0 when clean, else 1. */
export function exitAfterStopping(running: RunningServer): void {
  setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
  running.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
