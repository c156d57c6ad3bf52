/**
 * Whether this process can serve requests now: the database answers, every migration this code has is
 * applied (a database newer than the code is fine: during a rolling upgrade the older processes keep
 * serving), and media storage takes uploads. Each check has a time limit, so a hung dependency answers "not
 * ready" within seconds rather than holding the probe; what failed is logged, never sent.
 */
import type { HealthReady } from '@shared/api.ts';
import type { Knex } from 'knex';
import type { Logger } from '../../logger.ts';
import type { MediaStorage } from '../../storage/storage.ts';

/** Longest a check may take before it counts as failed. */
const CHECK_LIMIT_MS = 3_000;

type Outcome<T extends string> = T | 'failed';

async function withinLimit<T extends string>(name: string, check: () => Promise<T>, log: Logger | undefined): Promise<Outcome<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_LIMIT_MS} ms`)), CHECK_LIMIT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch (error) {
    log?.warn({ err: error, check: name }, 'readiness check failed');
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(db: Knex, kind: HealthReady['database'], storage: MediaStorage, log?: Logger): Promise<HealthReady> {
  const [database, migrations, stored] = await Promise.all([
    withinLimit('database', async () => {
      await db.raw('select 1');
      return 'ok' as const;
    }, log),
    withinLimit('migrations', async () => {
      const [, pending] = (await db.migrate.list()) as [unknown[], unknown[]];
      return pending.length === 0 ? ('ok' as const) : ('pending' as const);
    }, log),
    withinLimit('storage', async () => {
      await storage.check();
      return 'ok' as const;
    }, log),
  ]);
  const checks = { database, migrations, storage: stored };
  const ready = database === 'ok' && migrations === 'ok' && stored === 'ok';
  return { status: ready ? 'ready' : 'not-ready', database: kind, checks };
}
