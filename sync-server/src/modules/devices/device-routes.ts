/** The devices list: GET /api/sessions, DELETE /api/sessions/{id} and DELETE /api/sessions (every other device). */
import { apiPaths } from '@shared/api.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { SESSION_COOKIE_NAME } from '../../session/session-store.ts';
import type { AppContext, AppRouter } from '../../types.ts';
import { devicesOf, signOutDevice, signOutOtherDevices } from './device-service.ts';

/** The asking device's session id: its signed cookie's value, which koa-session keys the session by. */
const sessionIdOf = (ctx: AppContext): string | undefined => ctx.cookies.get(SESSION_COOKIE_NAME, { signed: true });

export function deviceRoutes(router: AppRouter): void {
  router.get(apiPaths.sessions, requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await devicesOf(ctx.db, signedInUser(ctx), sessionIdOf(ctx));
  });

  router.delete(apiPaths.sessions, requireUser(), idempotent(), transaction(), async (ctx) => {
    ctx.body = await signOutOtherDevices(transactionOf(ctx), signedInUser(ctx), sessionIdOf(ctx));
  });

  router.delete(apiPaths.session(':id'), requireUser(), idempotent(), transaction(), async (ctx) => {
    await signOutDevice(transactionOf(ctx), signedInUser(ctx), sessionIdOf(ctx), ctx.params.id ?? '');
    ctx.status = 204;
  });
}
