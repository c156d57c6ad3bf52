/**
 * `npm run admin -- grant <username or email>` makes an administrator; `revoke` makes them a regular
 * user again. There is no default admin password: an account is promoted from the command line.
 */
import { loadConfig } from '../config.ts';
import { migrateLatest, openDatabase } from '../db/database.ts';
import { setUserRole } from '../modules/users/user-repo.ts';

const [command, account] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !account) {
  console.error('Usage: npm run admin -- grant <username or email>\n       npm run admin -- revoke <username or email>');
  process.exit(2);
}
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateLatest(database.knex);
  const user = await setUserRole(database.knex, account, command === 'grant' ? 'admin' : 'user');
  if (!user) {
    console.error(`No account with username or email "${account}".`);
    process.exitCode = 1;
  } else {
    console.log(`${user.username} <${user.email}> is now ${user.role === 'admin' ? 'an administrator' : 'a regular user'}.`);
  }
} finally {
  await database.close();
}
