/**
 * Kiraya's server process: reads the configuration, starts the server, and stops gracefully on
 * SIGTERM and SIGINT (requests in flight finish, the database closes).
 */
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
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
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`${signal} received, stopping…`);
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

await main();
