/** Opens the database, applies migrations and listens; `stop` finishes requests and closes the database. */
import type { Server } from 'node:http';
import { SERVER_REQUEST_TIMEOUT_MS } from '@shared/timings.ts';
import { createApp, type App } from './app.ts';
import type { Config } from './config.ts';
import { migrateLatest, oneProcessAtATime, openDatabase, type Database } from './db/database.ts';
import { seedDemoData } from './demo/seed-demo.ts';
import { sealPlainDocumentPhotos } from './modules/documents/index.ts';
import { recountTestPeriods, periodsCounted } from './modules/payments/index.ts';
import { createLogger, reportRunning, type Logger, type StartupOutput } from './logger.ts';
import { openMediaStorage } from './storage/open-storage.ts';
import { jobHandlers } from './job-handlers.ts';
import { startJobWorker, type JobWorker } from './jobs/job-worker.ts';
import { scheduleSweeps } from './sweeps/hourly-sweep.ts';
import { knownCities } from './cities/known-cities.ts';

/**
 * Said at a production start without TRUST_PROXY: the server speaks plain HTTP, and its session cookie
 * is Secure, so unless clients reach it through a proxy that it trusts to say the connection was
 * HTTPS, nobody can sign in (each try answers 403 https-required).
 */
export const PLAIN_HTTP_WARNING =
  'NODE_ENV=production without TRUST_PROXY=true: this server speaks plain HTTP and sets its session cookie only over HTTPS, so sign-ins will be refused (403 https-required). Put a TLS proxy in front and set TRUST_PROXY=true (docs/operations.md).';

export interface RunningServer {
  server: Server;
  url: string;
  stop: () => Promise<void>;
}

/**
 * Throws DataDirLockedError, before anything else happens, when another process has the embedded
 * database open; whatever fails later closes the database again (freeing its lock) before it throws.
 */
export async function startServer(config: Config, output: StartupOutput = process.stdout): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, openedBy: 'server' });
  let stopSweeps = () => {};
  let worker: JobWorker | undefined;
  try {
    const app = await prepareApp(config, database, logger);
    const storage = app.context.storage;
    const sweeps = scheduleSweeps({ db: database.knex, storage, logger });
    stopSweeps = sweeps.stop;
    await sweeps.firstTick;
    // Push and email alert delivery; off under NODE_ENV=test unless JOB_WORKER=true.
    if (config.jobWorker) worker = startJobWorker({ db: database.knex, logger, handlers: jobHandlers(config, app.context.mailer) });
    const { server, url } = await listen(app, config);
    database.announce(url);
    // The city list (a second or two of work) is made once listening, so the first search and the home
    // page's city count do not wait for it. Not in tests, whose hundreds of short-lived servers seldom need it.
    if (config.env !== 'test') setImmediate(() => void knownCities().catch((error: unknown) => logger.warn({ err: error }, 'the city list could not be loaded ahead')));
    reportRunning(logger, output, { url, database: database.kind });
    if (config.env === 'production' && !config.trustProxy) logger.warn(PLAIN_HTTP_WARNING);
    return {
      server,
      url,
      stop: async () => {
        sweeps.stop();
        // The pushes in hand finish (each times out within seconds); nothing new is taken.
        await worker?.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await database.close();
        logger.info('stopped');
      },
    };
  } catch (error) {
    stopSweeps();
    await worker?.stop();
    await database.close();
    throw error;
  }
}

/** Migrates and loads the demo data, one process at a time when several start on one database. */
async function prepareApp(config: Config, database: Database, logger: Logger): Promise<App> {
  const storage = openMediaStorage(config);
  await oneProcessAtATime(database.knex, async () => {
    const applied = await migrateLatest(database.knex);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    if (config.demoData) {
      const seeded = await seedDemoData(database.knex, storage);
      if (seeded) logger.info({ listings: seeded }, 'demo listings loaded (start with --no-demo or DEMO_DATA=false to skip)');
    }
    // Premium bought in test mode counts only while the test gateway runs: recounted under this start's.
    const counted = periodsCounted(config.payments);
    const recounted = await recountTestPeriods(database.knex, counted);
    if (recounted && !counted.testMode) logger.info({ users: recounted }, 'premium bought in test mode does not count under this payment setting');
    const sealed = await sealPlainDocumentPhotos(database.knex, storage, config.documentKey, logger);
    if (sealed) logger.info({ photos: sealed }, 'identity document photos stored in plain were encrypted');
  });
  return createApp({ db: database.knex, dbKind: database.kind, config, logger, storage });
}

async function listen(app: App, config: Config): Promise<{ server: Server; url: string }> {
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
  return { server, url: `http://localhost:${port}` };
}
