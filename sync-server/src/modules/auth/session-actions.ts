/** Starting and ending a signed-in session, shared by password and provider sign-in. */
import type { User } from '@shared/api.ts';
import type { AppContext } from '../../types.ts';

/**
 * Starts a fresh session for the user: the id changes at sign-in, so a planted cookie is worthless.
 * `providerIdToken`: the provider's ID token when the sign-in came through one (its sign-out's hint);
 * a password sign-in leaves none, and no provider sign-in half done survives either.
 */
export async function startSession(ctx: AppContext, user: User, providerIdToken?: string): Promise<void> {
  if (!ctx.session) throw new Error('session middleware is missing');
  ctx.session.userId = user.id;
  ctx.session.oidcIdToken = providerIdToken;
  delete ctx.session.oidcPending;
  delete ctx.session.oidcLink;
  await ctx.session.regenerate();
}

/** Setting the session to null destroys it in the store and clears the cookie. */
export function signOut(ctx: AppContext): void {
  ctx.session = null;
}
