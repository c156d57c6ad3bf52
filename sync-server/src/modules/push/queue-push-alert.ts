/**
 * The one way a feature asks for a push alert: a durable job written in the same
 * transaction as the event it announces (a message), sent after commit by the job workers to every
 * device the user turned alerts on for. Whether the user may be alerted at all (a blocked
 * conversation) is the caller's rule.
 */
import type { Knex } from 'knex';
import type { PushAlert } from '@shared/api.ts';
import { queueJob } from '../../jobs/job-repo.ts';

export async function queuePushAlert(trx: Knex.Transaction, userId: string, alert: PushAlert): Promise<void> {
  await queueJob(trx, 'push.alert', { userId, alert });
}
