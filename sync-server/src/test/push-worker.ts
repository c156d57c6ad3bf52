/**
 * The real job worker for a test server, delivering to a test push service (push-service.ts): what a
 * test of a feature that alerts (a message) starts to see its pushes arrive. The test server runs no
 * worker by itself, as NODE_ENV=test servers do not.
 */
import { pino, type Logger } from 'pino';
import { jobHandlers } from '../job-handlers.ts';
import { startJobWorker, type JobWorker, type JobWorkerOptions } from '../jobs/job-worker.ts';
import type { TestPushService } from './push-service.ts';
import type { TestServer } from './test-server.ts';

export function startTestPushWorker(server: TestServer, service: TestPushService, options: Partial<JobWorkerOptions> & { logger?: Logger } = {}): JobWorker {
  const config = { ...server.config, pushServiceHosts: [service.host] };
  return startJobWorker({ db: server.db.knex, logger: pino({ level: 'silent' }), handlers: jobHandlers(config, server.mailer, { agent: service.agent }), pollMs: 50, ...options });
}
