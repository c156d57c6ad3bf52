/**
 * Work that follows a request once its response is sent, such as removing files a committed change
 * left unused. It runs after the request's transaction has ended (middleware/transaction.ts), so the
 * task uses `ctx.db`, never the request's transaction, and checks what was committed.
 */
import type { AppContext } from '../types.ts';

export function afterResponse(ctx: AppContext, task: () => Promise<unknown>): void {
  ctx.res.once('finish', () => {
    task().catch((err: unknown) => ctx.state.log.warn({ err }, 'work after the response failed'));
  });
}
