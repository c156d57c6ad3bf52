/**
 * `npm run admin -- grant <username or id>` makes an administrator; `revoke` makes them a regular
 * user again. There is no default admin password: an account is promoted from the command line.
 * `npm run admin -- jobs` lists the jobs given up (push alerts that failed every attempt), with their
 * last error; `jobs retry <id>` or `jobs retry all` puts them back in the queue.
 */
import { loadConfig } from '../config.ts';
import { migrateLatest } from '../db/database.ts';
import { listFailedJobs, retryFailedJobs } from '../jobs/job-repo.ts';
import { openDatabaseForCommand } from './open-database.ts';
import { setUserRole } from '../modules/users/index.ts';

/*
 * Never by email: an email may be one an account provider asserted, or one anybody typed at sign-up.
 * On the embedded database the server must be stopped first (the command says so when it runs); the
 * server reads the account's role on every request, so it sees the change as soon as it starts again.
 * On PostgreSQL the running servers see it at the account's next request, and their workers take a
 * retried job within a second.
 */

const USAGE = [
  'Usage: npm run admin -- grant <username or id>',
  '       npm run admin -- revoke <username or id>',
  '       npm run admin -- jobs                     (the jobs given up, newest first)',
  '       npm run admin -- jobs retry <id>|all      (back in the queue, due now)',
].join('\n');

/** Failed jobs the list shows at most. */
const LISTED = 50;

const [command, ...args] = process.argv.slice(2);
const roleChange = (command === 'grant' || command === 'revoke') && args.length === 1;
const jobsCommand = command === 'jobs' && (args.length === 0 || (args[0] === 'retry' && args.length === 2 && /^(all|\d+)$/.test(args[1] ?? '')));
if (!roleChange && !jobsCommand) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const database = openDatabaseForCommand(
  config,
  'npm run admin',
  roleChange ? 'Nothing was changed. After the change, start Kiraya again: it uses the new role at once.' : 'Nothing was changed. Stop Kiraya, run the command, then start it again.',
);
try {
  await migrateLatest(database.knex);
  if (roleChange) await changeRole(command === 'grant' ? 'admin' : 'user', args[0] ?? '');
  else if (args[0] === 'retry') await retry(args[1] === 'all' ? undefined : args[1]);
  else await listJobs();
} finally {
  await database.close();
}

async function changeRole(role: 'admin' | 'user', account: string): Promise<void> {
  const user = await setUserRole(database.knex, account, role);
  if (!user) {
    console.error(`No account with username or id "${account}" (an email is not accepted: give the username).`);
    process.exitCode = 1;
  } else {
    console.log(`${user.username} <${user.email}> is now ${user.role === 'admin' ? 'an administrator' : 'a regular user'}.`);
  }
}

async function listJobs(): Promise<void> {
  const { jobs, total } = await listFailedJobs(database.knex, LISTED);
  if (total === 0) {
    console.log('No failed jobs.');
    return;
  }
  console.log(`${total} failed job${total === 1 ? '' : 's'}${total > jobs.length ? ` (the ${jobs.length} newest below)` : ''}:`);
  for (const job of jobs) {
    console.log(`  #${job.id} ${job.kind}, queued ${job.createdAt.toISOString()}, gave up ${job.failedAt.toISOString()} after ${job.attempts} attempts`);
    console.log(`      last error: ${job.lastError ?? '(none recorded)'}`);
  }
  console.log('Retry one with `npm run admin -- jobs retry <id>`, or all with `npm run admin -- jobs retry all`.');
}

async function retry(id: string | undefined): Promise<void> {
  const count = await retryFailedJobs(database.knex, id);
  if (count === 0) {
    console.error(id === undefined ? 'No failed jobs to retry.' : `No failed job #${id}.`);
    process.exitCode = 1;
    return;
  }
  console.log(`${count} job${count === 1 ? '' : 's'} back in the queue: the job worker runs ${count === 1 ? 'it' : 'them'} within a second of the server running.`);
}
