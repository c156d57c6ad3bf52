/** Starting and ending a signed-in session, shared by password and provider sign-in. */
import type { User } from '@shared/api.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../types.ts';
import { isSuspended } from '../users/index.ts';

/** Longer user agents are cut: the browser and system are named in their first few hundred characters. */
const USER_AGENT_MAX = 512;

/**
 * Starts a fresh session for the user: the id changes at sign-in, so a planted cookie is worthless.
 * `providerIdToken`: the provider's ID token when the sign-in came through one (its sign-out's hint);
 * a password sign-in leaves none, and no provider sign-in half done survives either.
 */
export async function startSession(ctx: AppContext, user: User, providerIdToken?: string): Promise<void> {
  if (!ctx.session) throw new Error('session middleware is missing');
  await refuseSuspended(ctx, user);
  ctx.session.userId = user.id;
  // What the devices list names this session by (its browser and system), as the browser gave it.
  ctx.session.userAgent = ctx.get('User-Agent').slice(0, USER_AGENT_MAX);
  ctx.session.signedInAt = Date.now();
  delete ctx.session.accountDeleted;
  delete ctx.session.accountSuspended;
  ctx.session.oidcIdToken = providerIdToken;
  delete ctx.session.oidcPending;
  delete ctx.session.oidcLink;
  await ctx.session.regenerate();
}

/**
 * A suspended account signs in nowhere, whichever way it tries (password, provider, a reset link),
 * and learns why; it is checked only once the password or provider has vouched for the person.
 */
export async function refuseSuspended(ctx: AppContext, user: User): Promise<void> {
  if (await isSuspended(ctx.db, user.id)) throw new AppError(403, 'account-suspended', reportMessages.server.suspended);
}

/** Setting the session to null destroys it in the store and clears the cookie. */
export function signOut(ctx: AppContext): void {
  ctx.session = null;
}
