/**
 * Cookie sessions backed by the database: 256-bit random ids, HttpOnly, SameSite=Lax, Secure in
 * production, renewed while in use. The signed-in user is loaded onto ctx.state.user.
 */
import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import type { Knex } from 'knex';
import { findUserById } from '../modules/users/user-repo.ts';
import type { AppMiddleware, AppState, AppContextExtras } from '../types.ts';
import { createSessionStore, SESSION_COOKIE_NAME } from './session-store.ts';


const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

export function sessions(app: Koa<AppState, AppContextExtras>, db: Knex, secure: boolean): AppMiddleware {
  return session(
    {
      key: SESSION_COOKIE_NAME,
      maxAge: THIRTY_DAYS_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      signed: true,
      renew: true,
      store: createSessionStore(db),
      genid: () => randomBytes(32).toString('base64url'),
    },
    app as unknown as Koa,
  ) as unknown as AppMiddleware;
}

/** Puts the signed-in user on ctx.state.user; a session whose user is gone is dropped. */
export function loadSignedInUser(): AppMiddleware {
  return async (ctx, next) => {
    const userId = ctx.session?.userId;
    if (typeof userId === 'string') {
      const user = await findUserById(ctx.db, userId);
      if (user) ctx.state.user = user;
      else ctx.session = null;
    }
    await next();
  };
}
