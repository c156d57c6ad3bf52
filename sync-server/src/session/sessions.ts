/**
 * Cookie sessions backed by the database: 256-bit random ids, HttpOnly, SameSite=Lax, Secure in
 * production, renewed while in use (by every API call but a cached listing page, items/item-pages.ts).
 * The signed-in user is loaded onto ctx.state.user.
 */
import { randomFillSync } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import type { Knex } from 'knex';
import { SIGNED_IN_HINT_COOKIE } from '@shared/signed-in-hint.ts';
import { findUserById } from '../modules/users/index.ts';
import type { AppMiddleware, AppState, AppContextExtras } from '../types.ts';
import { createSessionStore, SESSION_COOKIE_NAME } from './session-store.ts';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

const ID_BYTES = 32;
/** Random bytes for 128 session ids, drawn from the system's CSPRNG at once and used once each. */
const idPool = Buffer.alloc(ID_BYTES * 128);
let idOffset = idPool.length;

/**
 * A new session id: 256 random bits, base64url. koa-session makes one for every request that comes
 * without a session (every signed-out API read), so the bytes are drawn 128 ids at a time, like Node's
 * own randomUUID: one call to the generator per id was a measurable share of a cached page's cost.
 */
export function newSessionId(): string {
  if (idOffset === idPool.length) {
    randomFillSync(idPool);
    idOffset = 0;
  }
  const id = idPool.toString('base64url', idOffset, idOffset + ID_BYTES);
  idOffset += ID_BYTES;
  return id;
}

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
      genid: newSessionId,
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

/**
 * Keeps the page-readable "signed in" hint (shared/src/signed-in-hint.ts) in step with the session
 * as each API request leaves it, whatever ended or started it (a sign-in, a sign-out, an expired or
 * deleted session, a refused request): set while a user is signed in, gone when nobody is. A cached
 * listing page answered ahead of the API router (items/item-pages.ts) leaves both alone, but only
 * when the two cookies already agree.
 */
export function signedInHint(secure: boolean): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      const signedIn = typeof ctx.session?.userId === 'string';
      const hinted = ctx.cookies.get(SIGNED_IN_HINT_COOKIE) !== undefined;
      if (signedIn && !hinted) ctx.cookies.set(SIGNED_IN_HINT_COOKIE, '1', { maxAge: THIRTY_DAYS_MS, httpOnly: false, sameSite: 'lax', secure, signed: false, overwrite: true });
      else if (!signedIn && hinted) ctx.cookies.set(SIGNED_IN_HINT_COOKIE, null, { httpOnly: false, sameSite: 'lax', secure, signed: false, overwrite: true });
    }
  };
}
