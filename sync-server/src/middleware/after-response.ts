/**
 * Work that follows a request once its response is sent, such as removing files a committed change
 * left unused. It runs after the request's transaction has ended (middleware/transaction.ts), so the
 * task uses `ctx.db`, never the request's transaction, and checks what was committed. The app keeps
 * count of such work (`ctx.afterResponses`), so a test that needs it all finished can wait for it.
 */
import type { AppContext } from '../types.ts';

export function afterResponse(ctx: AppContext, task: () => Promise<unknown>): void {
  // Counted from now: the client may read the response before the server's side of it has finished.
  ctx.afterResponses.track(
    new Promise<void>((done) => {
      ctx.res.once('close', () => {
        // A response the client left before it was sent (no 'finish') leaves its work undone.
        if (!ctx.res.writableFinished) return done();
        task()
          .catch((err: unknown) => ctx.state.log.warn({ err }, 'work after the response failed'))
          .finally(done);
      });
    }),
  );
}
