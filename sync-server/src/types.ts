/** The Koa state and context every middleware and route of the server shares. */
import type { Knex } from 'knex';
import type Koa from 'koa';
import type Router from '@koa/router';
import type { User } from '@shared/api.ts';
import type { DatabaseKind } from '../../knexfile.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { MediaStorage } from './media/storage.ts';

export interface AppState {
  requestId: string;
  log: Logger;
  /** The signed-in user, when there is one (set by the session middleware). */
  user?: User;
}

/** What we keep in a session (koa-session ships no typing of ctx.session). */
export interface SessionData {
  userId?: string;
  regenerate: () => Promise<void> | undefined;
}

export interface AppContextExtras {
  /** The session of this request; assigning null destroys it (koa-session). */
  session: SessionData | null;
  db: Knex;
  dbKind: DatabaseKind;
  config: Config;
  /** Where media bytes are kept (DESIGN.md §9). */
  storage: MediaStorage;
}

export type AppContext = Koa.ParameterizedContext<AppState, AppContextExtras>;
export type AppRouter = Router<AppState, AppContextExtras>;
export type AppMiddleware = Koa.Middleware<AppState, AppContextExtras>;
