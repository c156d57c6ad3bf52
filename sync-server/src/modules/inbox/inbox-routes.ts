/** The inbox's calls: its changes since a cursor (its part of offline sync) and its unread counts. */
import { apiPaths } from '@shared/api.ts';
import { inboxChangesQuerySchema } from '@shared/schemas/inbox.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import type { AppRouter } from '../../types.ts';
import { parseQuery } from '../../middleware/validate.ts';
import { inboxChangesSince } from './inbox-service.ts';
import { unreadCounts } from './unread-counts.ts';

export function inboxRoutes(router: AppRouter): void {
  router.get(apiPaths.inboxChanges, requireUser(), async (ctx) => {
    const query = parseQuery(inboxChangesQuerySchema, ctx.query);
    ctx.body = await inboxChangesSince(ctx.db, signedInUser(ctx), query.since, query.limit);
  });

  router.get(apiPaths.notificationsUnreadCount, requireUser(), async (ctx) => {
    ctx.body = await unreadCounts(ctx.db, signedInUser(ctx));
  });
}
