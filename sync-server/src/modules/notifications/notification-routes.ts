/** The notifications calls: list, mark read, mark all read, delete (paths in shared/src/api.ts). */
import { apiPaths } from '@shared/api.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import type { AppRouter } from '../../types.ts';
import { parseQuery, uuidParam } from '../../middleware/validate.ts';
import { deleteNotification, markAllRead, markRead, notificationsOf } from './notification-service.ts';

const notificationId = (id: string | undefined): string => parseQuery(uuidParam, id);

export function notificationRoutes(router: AppRouter): void {
  router.get(apiPaths.notifications, requireUser(), async (ctx) => {
    ctx.body = await notificationsOf(ctx.db, signedInUser(ctx));
  });

  router.put(apiPaths.notificationsMarkAllRead, requireUser(), idempotent(), transaction(), async (ctx) => {
    ctx.body = await markAllRead(transactionOf(ctx), signedInUser(ctx));
  });

  router.put('/api/notifications/:id/read', requireUser(), idempotent(), transaction(), async (ctx) => {
    ctx.body = await markRead(transactionOf(ctx), signedInUser(ctx), notificationId(ctx.params.id));
  });

  router.delete('/api/notifications/:id', requireUser(), idempotent(), transaction(), async (ctx) => {
    await deleteNotification(transactionOf(ctx), signedInUser(ctx), notificationId(ctx.params.id));
    ctx.status = 204;
  });
}
