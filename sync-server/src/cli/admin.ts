/**
 * `npm run admin -- grant <username or id>` makes an administrator; `revoke` makes them a regular
 * user again. There is no default admin password: an account is promoted from the command line.
 */
import { loadConfig } from '../config.ts';
import { migrateLatest } from '../db/database.ts';
import { openDatabaseForCommand } from './open-database.ts';
import { setUserRole } from '../modules/users/index.ts';

/*
 * Never by email: an email may be one an account provider asserted, or one anybody typed at sign-up.
 * On the embedded database the server must be stopped first (the command says so when it runs); the
 * server reads the account's role on every request, so it sees the change as soon as it starts again.
 * On PostgreSQL the running servers see it at the account's next request.
 */

const [command, account] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !account) {
  console.error('Usage: npm run admin -- grant <username or id>\n       npm run admin -- revoke <username or id>');
  process.exit(2);
}
const config = loadConfig();
const database = openDatabaseForCommand(
  config,
  'npm run admin',
  'Nothing was changed. After the change, start Kiraya again: it uses the new role at once.',
);
try {
  await migrateLatest(database.knex);
  const user = await setUserRole(database.knex, account, command === 'grant' ? 'admin' : 'user');
  if (!user) {
    console.error(`No account with username or id "${account}" (an email is not accepted: give the username).`);
    process.exitCode = 1;
  } else {
    console.log(`${user.username} <${user.email}> is now ${user.role === 'admin' ? 'an administrator' : 'a regular user'}.`);
  }
} finally {
  await database.close();
}
