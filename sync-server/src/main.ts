/**
 * Kiraya's server process: reads the configuration, starts the server, and stops gracefully on
 * SIGTERM and SIGINT (requests in flight finish, the database closes).
 */
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { exitAfterStopping } from './exit-after-stopping.ts';
import { startServer, type RunningServer } from './server.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // `npm start -- --no-demo` starts without the demo listings, whatever DEMO_DATA says.
  if (process.argv.includes('--no-demo')) config = { ...config, demoData: false };
  // Listening from the start: a signal that arrives while the server starts (or just after it says it
  // is running) must not kill it with the default action, which would skip closing the database and
  // leave its lock behind. Such a signal stops the server as soon as it has started.
  let requested: string | undefined;
  let stop = (signal: string) => {
    if (requested) return;
    requested = signal;
    console.error(`${signal} received, stopping once started…`);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  let running: RunningServer;
  try {
    running = await startServer(config);
  } catch (error) {
    // A second `npm start` on the same DATA_DIR: say which server runs instead of a stack trace.
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let stopping = false;
  stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`${signal} received, stopping…`);
    exitAfterStopping(running);
  };
  if (requested) stop(requested);
}

await main();
