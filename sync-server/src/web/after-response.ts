/**
 * Work that follows a request once its response is sent, such as removing files a committed change
 * left unused. It runs after any transaction of the request has ended (see idempotent()), so the task
 * must read `ctx.db` when it runs, not before, and check what was committed.
 */
import type { AppContext } from '../types.ts';

export function afterResponse(ctx: AppContext, task: () => Promise<unknown>): void {
  ctx.res.once('finish', () => {
    task().catch((err: unknown) => ctx.state.log.warn({ err }, 'work after the response failed'));
  });
}
