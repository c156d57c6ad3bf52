/** `npm run migrate [latest|rollback|status]`: applies, undoes or lists migrations on the configured database. */
import { loadConfig } from '../config.ts';
import { openDatabaseForCommand } from './open-database.ts';

const command = process.argv[2] ?? 'latest';
const config = loadConfig();
const database = openDatabaseForCommand(config, 'npm run migrate');
try {
  if (command === 'latest') {
    const [, applied] = (await database.knex.migrate.latest()) as [number, string[]];
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
  } else if (command === 'rollback') {
    const [, undone] = (await database.knex.migrate.rollback()) as [number, string[]];
    console.log(undone.length ? `Rolled back: ${undone.join(', ')}` : 'Nothing to roll back.');
  } else if (command === 'status') {
    const [done, pending] = (await database.knex.migrate.list()) as [Array<{ name: string }>, string[]];
    console.log(`Applied (${done.length}): ${done.map((m) => m.name).join(', ') || 'none'}`);
    console.log(`Pending (${pending.length}): ${pending.join(', ') || 'none'}`);
  } else {
    console.error('Usage: npm run migrate [latest|rollback|status]');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
