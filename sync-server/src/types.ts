/** The Koa state and context every middleware and route of the server shares. */
import type { Knex } from 'knex';
import type Koa from 'koa';
import type Router from '@koa/router';
import type { User } from '@shared/api.ts';
import type { Locale } from '@shared/locale.ts';
import type { DatabaseKind } from '../../knexfile.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MediaStorage } from './storage/storage.ts';
import type { WorkAfterResponses } from './work-after-responses.ts';

export interface AppState {
  requestId: string;
  log: Logger;
  /** The signed-in user, when there is one (set by the session middleware). */
  user?: User;
  /** The transaction of a mutating call (middleware/transaction.ts); handlers read it with transactionOf. */
  trx?: Knex.Transaction;
  /** Work that must commit with the call's writes, such as its stored idempotent answer. */
  beforeCommit?: Array<(trx: Knex.Transaction, ctx: AppContext) => Promise<void>>;
  /** Work that runs once the call's writes are committed (a new account's session). */
  afterCommit?: Array<() => Promise<void>>;
  /** The one commit of a handler's writes after its slow work (transactionWhenReady). */
  commit?: <T>(work: (trx: Knex.Transaction) => Promise<T>) => Promise<T>;
}

/** What we keep in a session (koa-session ships no typing of ctx.session). */
export interface SessionData {
  userId?: string;
  /** The browser's User-Agent at sign-in: the devices list names the session by it. */
  userAgent?: string;
  /** When this session signed in (ms since the epoch): a recent sign-in confirms what a password would. */
  signedInAt?: number;
  /** The account of this session was deleted: every call says so (401 account-deleted) until it expires. */
  accountDeleted?: boolean;
  /** The account of this session was suspended by the moderators: every call says so (401 account-suspended). */
  accountSuspended?: boolean;
  /** A provider sign-in under way (GET /api/login → callback): used once, then removed. */
  oidcPending?: PendingProviderSignIn;
  /** A provider identity waiting for the existing account's password before it is linked. */
  oidcLink?: PendingProviderLink;
  /** Provider sign-in waiting for a new account's email (the provider verified none). */
  oidcAccount?: PendingProviderAccount;
  /** The provider's ID token of this session's sign-in: the hint of its end-session call at sign-out. */
  oidcIdToken?: string;
  regenerate: () => Promise<void> | undefined;
}

export interface PendingProviderSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  /** The app's language when it started the attempt: the language of the pages that follow. */
  locale?: Locale;
  /** Epoch milliseconds: an attempt older than a few minutes is refused. */
  startedAt: number;
  /** The provider was asked to sign the person in afresh (not from its own session) before a grave step. */
  fresh?: boolean;
}

export interface PendingProviderLink {
  issuer: string;
  subject: string;
  email: string;
  userId: string;
  returnTo: string;
  idToken: string;
  locale?: Locale;
  startedAt: number;
}

/** A new identity whose provider did not verify an email, waiting for its person to give one. */
export interface PendingProviderAccount {
  issuer: string;
  subject: string;
  preferredUsername?: string;
  name?: string;
  returnTo: string;
  idToken: string;
  locale?: Locale;
  startedAt: number;
}

export interface AppContextExtras {
  /** The session of this request; assigning null destroys it (koa-session). */
  session: SessionData | null;
  db: Knex;
  dbKind: DatabaseKind;
  config: Config;
  /** Where media bytes are kept. */
  storage: MediaStorage;
  /** Sends email (mail/mailer.ts). */
  mailer: Mailer;
  /** koa-compress's per-answer switch: false sends the answer as it is (middleware/compress-json.ts). */
  compress?: boolean;
  /** The app's work after responses still running (middleware/after-response.ts, counted in work-after-responses.ts). */
  afterResponses: WorkAfterResponses;
}

export type AppContext = Koa.ParameterizedContext<AppState, AppContextExtras>;
export type AppRouter = Router<AppState, AppContextExtras>;
export type AppMiddleware = Koa.Middleware<AppState, AppContextExtras>;
