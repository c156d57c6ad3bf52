/** The inbox's calls: its changes since a cursor (its part of offline sync) and its unread counts. */
import * as v from 'valibot';
import { apiPaths } from '@shared/api.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import type { AppRouter } from '../../types.ts';
import { limitParam, parseQuery } from '../../middleware/validate.ts';
import { inboxChangesSince } from './inbox-service.ts';
import { unreadCounts } from './unread-counts.ts';

const changesQuery = v.object({
  since: v.optional(v.pipe(v.string('since must be the cursor of an earlier answer'), v.maxLength(100))),
  limit: limitParam(100, 200),
});

export function inboxRoutes(router: AppRouter): void {
  router.get(apiPaths.inboxChanges, requireUser(), async (ctx) => {
    const query = parseQuery(changesQuery, ctx.query);
    ctx.body = await inboxChangesSince(ctx.db, signedInUser(ctx), query.since, query.limit);
  });

  router.get(apiPaths.notificationsUnreadCount, requireUser(), async (ctx) => {
    ctx.body = await unreadCounts(ctx.db, signedInUser(ctx));
  });
}
