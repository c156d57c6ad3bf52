/**
 * The Koa application, without listen (tests drive it directly). Order matters: request context and
 * error handling wrap everything; a listing page still in the list cache is answered next; API calls
 * get the cross-site check, JSON bodies and sessions; every other GET is the PWA.
 */
import Koa from 'koa';
import Router from '@koa/router';
import compress from 'koa-compress';
import type { Knex } from 'knex';
import type { ApiErrorBody } from '@shared/api.ts';
import { serverMessages } from '@shared/messages/server.ts';
import type { DatabaseKind } from '../../knexfile.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import { compressJson } from './middleware/compress-json.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { jsonBody } from './middleware/json-body.ts';
import { methodGuard } from './middleware/method-guard.ts';
import { plainAddress } from './middleware/plain-address.ts';
import { requestContext } from './middleware/request-context.ts';
import { httpsForWrites } from './middleware/https-for-writes.ts';
import { metricsMiddleware } from './metrics/metrics.ts';
import { sameOriginOnly } from './middleware/same-origin.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { adminDocumentRoutes, documentRoutes } from './modules/documents/index.ts';
import { authRoutes, emailRoutes, passwordRoutes, providerSignInRoutes } from './modules/auth/index.ts';
import { bookingRoutes } from './modules/bookings/index.ts';
import { bookingReviewRoutes } from './modules/booking-reviews/index.ts';
import { calendarFeedRoutes } from './modules/calendar-feed/index.ts';
import { deviceRoutes } from './modules/devices/index.ts';
import { accountRoutes } from './modules/account/index.ts';
import { categoryRoutes } from './modules/categories/index.ts';
import { contactRoutes, conversationRoutes } from './modules/conversations/index.ts';
import { favoriteRoutes } from './modules/favorites/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { inboxRoutes } from './modules/inbox/index.ts';
import { cachedItemPages, itemRoutes, listingOwner } from './modules/items/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { packageRoutes } from './modules/packages/index.ts';
import { paymentRoutes } from './modules/payments/index.ts';
import { reviewRoutes } from './modules/reviews/index.ts';
import { statsRoutes } from './modules/stats/index.ts';
import { savedSearchRoutes } from './modules/saved-searches/index.ts';
import { supportRoutes } from './modules/support/index.ts';
import { testHookRoutes } from './modules/test-hooks/index.ts';
import { profileRoutes } from './modules/profiles/index.ts';
import { pushRoutes } from './modules/push/index.ts';
import { emailAlertRoutes } from './modules/email-alerts/index.ts';
import { analyticsRoutes } from './modules/analytics/index.ts';
import { moderationRoutes, reportRoutes } from './modules/reports/index.ts';
import { userAdminRoutes } from './modules/user-admin/index.ts';
import { loadSignedInUser, sessions, signedInHint } from './session/sessions.ts';
import type { AppContextExtras, AppMiddleware, AppRouter, AppState } from './types.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { openMediaStorage } from './storage/open-storage.ts';
import type { MediaStorage } from './storage/storage.ts';
import { uploadRoutes } from './modules/media/index.ts';
import { WorkAfterResponses } from './work-after-responses.ts';
import { serveMedia } from './web/serve-media.ts';
import { servePwa } from './web/serve-pwa.ts';

export interface AppDependencies {
  db: Knex;
  dbKind: DatabaseKind;
  config: Config;
  logger: Logger;
  /** Where media is kept; by default the one the configuration names. */
  storage?: MediaStorage;
  /** How email is sent; by default as the configuration says (SMTP, or files in DATA_DIR/mail). */
  mailer?: Mailer;
}

export type App = Koa<AppState, AppContextExtras>;

/** Every module's routes, in the order they are matched (exported so tests can audit them). */
export const routeModules: ReadonlyArray<(router: AppRouter) => void> = [
  healthRoutes,
  authRoutes,
  passwordRoutes,
  emailRoutes,
  emailAlertRoutes,
  deviceRoutes,
  accountRoutes,
  providerSignInRoutes,
  categoryRoutes,
  itemRoutes,
  profileRoutes,
  reviewRoutes,
  packageRoutes,
  statsRoutes,
  uploadRoutes(listingOwner),
  favoriteRoutes,
  contactRoutes,
  conversationRoutes,
  bookingRoutes,
  notificationRoutes,
  inboxRoutes,
  pushRoutes,
  bookingReviewRoutes,
  calendarFeedRoutes,
  documentRoutes,
  adminDocumentRoutes,
  paymentRoutes,
  supportRoutes,
  savedSearchRoutes,
  analyticsRoutes,
  reportRoutes,
  moderationRoutes,
  userAdminRoutes,
];

/** After the router: any other /api path is a JSON 404, never the app shell. */
const apiNotFound: AppMiddleware = async (ctx, next) => {
  if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
  const body: ApiErrorBody = { code: 'not-found', message: serverMessages.errors.apiNotFound };
  ctx.status = 404;
  ctx.body = body;
};

const noStore: AppMiddleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

export function createApp({ db, dbKind, config, logger, storage = openMediaStorage(config), mailer = createMailer(config.mail, logger) }: AppDependencies): App {
  const app: App = new Koa({ proxy: config.trustProxy, maxIpsCount: config.proxyHops, keys: [config.sessionSecret] });
  app.context.db = db;
  app.context.dbKind = dbKind;
  app.context.config = config;
  app.context.storage = storage;
  app.context.mailer = mailer;
  app.context.afterResponses = new WorkAfterResponses();
  // Errors are answered by errorHandler; Koa's default handler would log them a second time.
  app.silent = true;

  // Middleware of the API router runs only for requests that match an API route.
  const api: AppRouter = new Router();
  api.use(noStore, sameOriginOnly(), httpsForWrites(config.env === 'production'), jsonBody(), sessions(app, db, config.env === 'production'), signedInHint(config.env === 'production'), loadSignedInUser());
  // The e2e clock hook exists only in tests (production and development answer its path with a 404);
  // first, so the caller's moved clock holds for every route.
  if (config.env === 'test') testHookRoutes(api);
  for (const addRoutes of routeModules) addRoutes(api);

  app.use(requestContext(logger));
  // Outside the error handler, so a request is counted with the status it was answered with.
  if (config.metricsToken) app.use(metricsMiddleware(db, config.metricsToken));
  app.use(errorHandler());
  app.use(securityHeaders(config.env === 'production'));
  // Before the guards and the API router's middleware, which a cached page's hit does not need.
  app.use(cachedItemPages());
  app.use(methodGuard(api));
  app.use(plainAddress());
  app.use(compress({ threshold: 1024 }));
  // Inside koa-compress, so a JSON answer is compressed here, once, and koa-compress leaves it alone.
  app.use(compressJson());
  app.use(api.routes());
  app.use(apiNotFound);
  app.use(serveMedia(storage));
  app.use(servePwa(config.staticDir));
  return app;
}
