/** Starting and ending a signed-in session, shared by password and provider sign-in. */
import type { User } from '@shared/api.ts';
import type { AppContext } from '../../types.ts';

/** Starts a fresh session for the user: the id changes at sign-in, so a planted cookie is worthless. */
export async function startSession(ctx: AppContext, user: User): Promise<void> {
  if (!ctx.session) throw new Error('session middleware is missing');
  ctx.session.userId = user.id;
  await ctx.session.regenerate();
}

/** Setting the session to null destroys it in the store and clears the cookie. */
export function signOut(ctx: AppContext): void {
  ctx.session = null;
}
