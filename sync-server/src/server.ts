/** Opens the database, applies migrations and listens; `stop` finishes requests and closes the database. */
import type { Server } from 'node:http';
import { SERVER_REQUEST_TIMEOUT_MS } from '@shared/timings.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { migrateLatest, openDatabase } from './db/database.ts';
import { seedDemoData } from './demo/seed-demo.ts';
import { createLogger } from './logger.ts';
import { deleteOldKeys } from './idempotency/idempotency-repo.ts';
import { sweepUnusedMedia } from './media/media-removal.ts';
import { openMediaStorage } from './media/open-storage.ts';
import { deleteExpiredTokens } from './media/upload-repo.ts';
import { deleteExpiredSessions } from './session/session-store.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface RunningServer {
  server: Server;
  url: string;
  stop: () => Promise<void>;
}

export async function startServer(config: Config): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrateLatest(database.knex);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const storage = openMediaStorage(config);
  if (config.demoData) {
    const seeded = await seedDemoData(database.knex, storage);
    if (seeded) logger.info({ listings: seeded }, 'demo listings loaded (start with --no-demo or DEMO_DATA=false to skip)');
  }
  const sweepOnce = () =>
    Promise.all([
      deleteExpiredSessions(database.knex),
      deleteOldKeys(database.knex),
      deleteExpiredTokens(database.knex, new Date()),
      sweepUnusedMedia(database.knex, { storage, log: logger }),
    ]).catch((err: unknown) => logger.warn({ err }, 'sweep of expired sessions, keys, upload links or unused media failed'));
  await sweepOnce();
  const sweep = setInterval(() => void sweepOnce(), HOUR_MS);
  sweep.unref();

  const app = createApp({ db: database.knex, dbKind: database.kind, config, logger, storage });
  const server = app.listen(config.port, config.host);
  // Keep idle connections longer than clients and proxies do (Node's default is 5 s): a client that
  // reuses a connection just as the server drops it gets a reset instead of an answer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // A request is cut off once the app has stopped waiting for it; idempotency claims outlive this (timings.ts).
  server.requestTimeout = SERVER_REQUEST_TIMEOUT_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  logger.info({ url, database: database.kind }, 'Kiraya is running');

  return {
    server,
    url,
    stop: async () => {
      clearInterval(sweep);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await database.close();
      logger.info('stopped');
    },
  };
}
