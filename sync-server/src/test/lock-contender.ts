/**
 * A process that tries to take the embedded database's lock of the directory in argv[2] (tests race
 * several of them). Prints `locked` or `refused`; a holder keeps the lock until its stdin closes.
 */
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';

const dataDir = process.argv[2] ?? '';
try {
  const lock = lockDataDir(dataDir, 'lock contender');
  process.stdout.write('locked\n');
  process.stdin.resume();
  process.stdin.once('end', () => {
    lock.release();
    process.exit(0);
  });
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  process.stdout.write('refused\n');
}
