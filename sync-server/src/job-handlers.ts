/** Every job kind's handler, built from the configuration (one place to add a kind). */
import type { Config } from './config.ts';
import type { Mailer } from './mail/mailer.ts';
import { emailAlertJobHandlers } from './modules/email-alerts/index.ts';
import { pushJobHandlers, type PushDelivery } from './modules/push/index.ts';
import { savedSearchJobHandlers } from './modules/saved-searches/index.ts';
import type { JobHandlers } from './jobs/job-worker.ts';

export function jobHandlers(config: Pick<Config, 'vapid' | 'pushServiceHosts' | 'mail' | 'sessionSecret'>, mailer: Mailer, options: Pick<PushDelivery, 'agent'> = {}): JobHandlers {
  return {
    ...pushJobHandlers({ vapid: config.vapid, pushServiceHosts: config.pushServiceHosts, ...options }),
    ...emailAlertJobHandlers({ mailer, publicUrl: config.mail.publicUrl, secret: config.sessionSecret }),
    ...savedSearchJobHandlers(),
  };
}
