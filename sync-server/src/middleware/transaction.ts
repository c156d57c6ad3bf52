/**
 * The transaction stage of the route chain `auth → validate → (idempotency) → transaction → handler`:
 * every write of a mutating call happens in exactly one transaction, which commits
 * only when the handler succeeded and rolls back whatever it wrote when it throws. The handler takes the
 * transaction with `transactionOf(ctx)` and hands it to its services explicitly.
 */
import type { Knex } from 'knex';
import type { AppContext, AppMiddleware } from '../types.ts';

/*
 * Layers before this one (the idempotency layer) add work that must commit with the handler's writes
 * through `beforeCommit`: it runs inside the transaction once the handler has answered. Work that needs
 * the writes committed and another connection (starting a session for a new account: the session store
 * has its own connection, and PGlite has only one) goes in `afterCommit`, still before the answer.
 */

export type BeforeCommit = (trx: Knex.Transaction, ctx: AppContext) => Promise<void>;

/** Runs `work` and then every before-commit step of the request in one transaction. */
async function commitWith<T>(ctx: AppContext, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (trx) => {
    const result = await work(trx);
    for (const step of ctx.state.beforeCommit ?? []) await step(trx, ctx);
    return result;
  });
}

/** Adds work that commits together with the request's writes (or not at all). */
export function beforeCommit(ctx: AppContext, step: BeforeCommit): void {
  (ctx.state.beforeCommit ??= []).push(step);
}

/** Adds work that runs once the request's writes are committed, before the answer goes out. */
export function afterCommit(ctx: AppContext, step: () => Promise<void>): void {
  (ctx.state.afterCommit ??= []).push(step);
}

async function runAfterCommit(ctx: AppContext): Promise<void> {
  for (const step of ctx.state.afterCommit ?? []) await step();
}

/** Every middleware this module made, so a test can check each mutating route goes through one. */
const made = new WeakSet<AppMiddleware>();
export const isTransaction = (middleware: unknown): boolean => typeof middleware === 'function' && made.has(middleware as AppMiddleware);

/** The handler runs inside one transaction; it commits when the handler returns, rolls back when it throws. */
export function transaction(): AppMiddleware {
  const middleware: AppMiddleware = async (ctx, next) => {
    await commitWith(ctx, async (trx) => {
      ctx.state.trx = trx;
      try {
        await next();
      } finally {
        ctx.state.trx = undefined;
      }
    });
    await runAfterCommit(ctx);
  };
  made.add(middleware);
  return middleware;
}

/**
 * For a handler with slow work before its writes — streaming an upload's body, hashing a new
 * account's password: holding a transaction (on PGlite the only connection) through that work would
 * stall every other request, so the transaction opens only when the handler is ready to write. The
 * handler calls `commitOf(ctx)` exactly once with all its database writes; a handler that writes
 * nothing (it answers a repeat) still gets the before-commit steps in a transaction of their own.
 */
export function transactionWhenReady(): AppMiddleware {
  const middleware: AppMiddleware = async (ctx, next) => {
    let committed = false;
    ctx.state.commit = (work) => {
      if (committed) throw new Error('a request commits once');
      committed = true;
      return commitWith(ctx, work);
    };
    try {
      await next();
    } finally {
      ctx.state.commit = undefined;
    }
    if (!committed) await commitWith(ctx, async () => undefined);
    await runAfterCommit(ctx);
  };
  made.add(middleware);
  return middleware;
}

/** The transaction of this request; a route without the transaction stage is a programming error. */
export function transactionOf(ctx: AppContext): Knex.Transaction {
  if (!ctx.state.trx) throw new Error(`${ctx.method} ${ctx.path} has no transaction() in its route chain`);
  return ctx.state.trx;
}

/** Writes of a handler with slow work first, committed in one transaction (see transactionWhenReady). */
export type Commit = <T>(work: (trx: Knex.Transaction) => Promise<T>) => Promise<T>;

export function commitOf(ctx: AppContext): Commit {
  const commit = ctx.state.commit;
  if (!commit) throw new Error(`${ctx.method} ${ctx.path} has no transactionWhenReady() in its route chain`);
  return commit;
}
