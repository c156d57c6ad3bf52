/**
 * Sign-in through an OpenID Connect provider: GET /api/login sends the browser to
 * the provider, GET /api/callback brings it back; POST /api/login/link confirms linking an existing
 * account by its password; POST /api/login/email-choice gives a new account its email when the provider
 * verified none. Every refusal is a page with a link home and signs nobody in.
 */
import getRawBody from 'raw-body';
import * as v from 'valibot';
import { apiPaths, type AuthProviders, type User } from '@shared/api.ts';
import type { Locale } from '@shared/locale.ts';
import type { ProviderRefusal } from '@shared/messages/provider-sign-in.ts';
import { accountEmailSchema } from '@shared/schemas/auth.ts';
import { copyIn } from '../../../copy/user-copy.ts';
import { askedLocale, pageLocaleOf } from '../../../copy/page-locale.ts';
import type { AppContext, AppRouter } from '../../../types.ts';
import { isKnownDevice, rememberDevice } from '../known-device.ts';
import { startSession } from '../session-actions.ts';
import { mailConfirmationLink } from '../email-confirmation.ts';
import { mailContextOf } from '../mail-context.ts';
import { afterResponse } from '../../../middleware/after-response.ts';
import { authorizationUrl, finishSignIn, newChecks, providerConfiguration } from './provider-client.ts';
import { emailChoicePage, linkConfirmationPage, refusalPage } from './provider-sign-in-pages.ts';
import { createAccountWithEmail, linkByPassword, resolveProviderIdentity, type AdmitSignUp } from './provider-sign-in-service.ts';
import { admitSignUp } from '../throttle.ts';
import { AppError } from '../../../errors.ts';
import { redirectUrlOf } from './provider-sign-out.ts';
import { sameSiteReturnTo } from './return-to.ts';

/** How long a sign-in at the provider, or a password confirmation, may take. */
const ATTEMPT_MS = 10 * 60 * 1000;
const FORM_BYTES = 4096;

/** One field of the urlencoded form the page posted ('' when it is not one). */
async function formField(ctx: AppContext, name: string): Promise<string> {
  if (!ctx.is('application/x-www-form-urlencoded')) return '';
  return new URLSearchParams(await getRawBody(ctx.req, { limit: FORM_BYTES, encoding: 'utf-8' })).get(name) ?? '';
}

const STATUS: Partial<Record<ProviderRefusal, number>> = { 'not-configured': 404, 'provider-unreachable': 502, 'wrong-password': 403, 'too-many-sign-ups': 429, 'account-suspended': 403 };

/** The refusal page, logged by its reason and the error's class only: no code, token or claim. */
function refuse(ctx: AppContext, reason: ProviderRefusal, error?: unknown, asked?: Locale): void {
  ctx.state.log.warn(
    { reason, err: error instanceof Error ? { name: error.name, code: 'code' in error ? String(error.code) : undefined } : undefined },
    'provider sign-in refused',
  );
  ctx.status = STATUS[reason] ?? 400;
  ctx.type = 'text/html';
  ctx.body = refusalPage(reason, pageLocaleOf(ctx, asked));
}

/** The sign-up limit, met before a provider sign-in makes a new account. */
const admitOf =
  (ctx: AppContext): AdmitSignUp =>
  () =>
    admitSignUp(ctx.db, ctx.ip, ctx.config.signUpsPerAddress);

/**
 * Runs `step`; a sign-up refused by the limit becomes the refusal page, with the wait in Retry-After.
 * Undefined then: the page is the answer.
 */
async function withinSignUpLimit<T>(ctx: AppContext, locale: Locale | undefined, step: () => Promise<T>): Promise<T | undefined> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'throttled') throw error;
    refuse(ctx, 'too-many-sign-ups', undefined, locale);
    ctx.set(error.headers ?? {});
    return undefined;
  }
}

async function signInAs(ctx: AppContext, user: User, idToken: string, returnTo: string): Promise<void> {
  try {
    await startSession(ctx, user, idToken);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'account-suspended') throw error;
    return refuse(ctx, 'account-suspended');
  }
  rememberDevice(ctx, user.id);
  ctx.redirect(returnTo);
}

/** A provider's error answer (access_denied …) is theirs to explain; anything else failed a check. */
const refusalOf = (error: unknown): ProviderRefusal =>
  error instanceof Error && error.name === 'AuthorizationResponseError' ? 'provider-error' : 'invalid-answer';

export function providerSignInRoutes(router: AppRouter): void {
  router.get(apiPaths.authProviders, (ctx) => {
    const body: AuthProviders = { oidc: ctx.config.oidc ? { name: ctx.config.oidc.providerName } : null };
    ctx.body = body;
  });

  router.get(apiPaths.providerLogin, async (ctx) => {
    const settings = ctx.config.oidc;
    const locale = askedLocale(ctx.query.lang);
    if (!settings || !ctx.session) return refuse(ctx, 'not-configured', undefined, locale);
    let configuration;
    try {
      configuration = await providerConfiguration(settings, ctx.config.env === 'test');
    } catch (error) {
      return refuse(ctx, 'provider-unreachable', error, locale);
    }
    const checks = { ...newChecks(), ...(ctx.query.fresh === '1' ? { fresh: true } : {}) };
    // Kept server-side in the session (the cookie holds only its id); a second attempt replaces the first.
    ctx.session.oidcPending = { ...checks, returnTo: sameSiteReturnTo(ctx.query.returnTo), ...(locale ? { locale } : {}), startedAt: Date.now() };
    ctx.redirect((await authorizationUrl(configuration, redirectUrlOf(ctx, settings), checks)).href);
  });

  router.get(apiPaths.providerCallback, async (ctx) => {
    const settings = ctx.config.oidc;
    if (!settings || !ctx.session) return refuse(ctx, 'not-configured');
    const pending = ctx.session.oidcPending;
    // Single use: whatever happens next, this attempt's state cannot be presented again.
    delete ctx.session.oidcPending;
    delete ctx.session.oidcLink;
    if (!pending || Date.now() - pending.startedAt > ATTEMPT_MS) return refuse(ctx, 'expired-attempt', undefined, pending?.locale);
    const callbackUrl = new URL(redirectUrlOf(ctx, settings));
    callbackUrl.search = ctx.querystring;
    let identity;
    try {
      const configuration = await providerConfiguration(settings, ctx.config.env === 'test');
      identity = await finishSignIn(configuration, callbackUrl, pending);
    } catch (error) {
      return refuse(ctx, refusalOf(error), error, pending.locale);
    }
    const outcome = await withinSignUpLimit(ctx, pending.locale, () => resolveProviderIdentity(ctx.db, identity, ctx.state.user, admitOf(ctx)));
    if (!outcome) return;
    if (outcome.kind === 'refused') return refuse(ctx, outcome.reason, undefined, pending.locale);
    if (outcome.kind === 'signed-in') return signInAs(ctx, outcome.user, identity.idToken, pending.returnTo);
    if (outcome.kind === 'choose-email') {
      ctx.session.oidcAccount = {
        issuer: identity.issuer,
        subject: identity.subject,
        ...(identity.preferredUsername ? { preferredUsername: identity.preferredUsername } : {}),
        ...(identity.name ? { name: identity.name } : {}),
        returnTo: pending.returnTo,
        idToken: identity.idToken,
        ...(pending.locale ? { locale: pending.locale } : {}),
        startedAt: Date.now(),
      };
      ctx.type = 'text/html';
      ctx.body = emailChoicePage(settings.providerName, pageLocaleOf(ctx, pending.locale));
      return;
    }
    ctx.session.oidcLink = {
      issuer: identity.issuer,
      subject: identity.subject,
      email: outcome.email,
      userId: outcome.account.id,
      returnTo: pending.returnTo,
      idToken: identity.idToken,
      ...(pending.locale ? { locale: pending.locale } : {}),
      startedAt: Date.now(),
    };
    ctx.type = 'text/html';
    ctx.body = linkConfirmationPage(settings.providerName, outcome.email, outcome.account.username, pageLocaleOf(ctx, pending.locale));
  });

  // No transaction(): the password check's throttle counts attempts statement by statement (auth-routes.ts).
  router.post(apiPaths.providerLink, async (ctx) => {
    const settings = ctx.config.oidc;
    if (!settings || !ctx.session) return refuse(ctx, 'not-configured');
    const link = ctx.session.oidcLink;
    delete ctx.session.oidcLink;
    if (!link || Date.now() - link.startedAt > ATTEMPT_MS) return refuse(ctx, 'expired-attempt', undefined, link?.locale);
    const password = await formField(ctx, 'password');
    const outcome = await linkByPassword(ctx.db, link, password, { ip: ctx.ip, knownDevice: (id) => isKnownDevice(ctx, id) });
    if (outcome.kind === 'refused') return refuse(ctx, outcome.reason, undefined, link.locale);
    await signInAs(ctx, outcome.user, link.idToken, link.returnTo);
    // 303: the browser follows with a GET.
    ctx.status = 303;
  });

  // The new account's email. A refused email shows the page again with the reason; the attempt stays
  // until it succeeds, is abandoned, or is older than an attempt may be.
  router.post(apiPaths.providerEmail, async (ctx) => {
    const settings = ctx.config.oidc;
    if (!settings || !ctx.session) return refuse(ctx, 'not-configured');
    const pending = ctx.session.oidcAccount;
    if (!pending || Date.now() - pending.startedAt > ATTEMPT_MS) {
      delete ctx.session.oidcAccount;
      return refuse(ctx, 'expired-attempt', undefined, pending?.locale);
    }
    const locale = pageLocaleOf(ctx, pending.locale);
    const t = copyIn(locale).providerSignIn.chooseEmail;
    const typed = (await formField(ctx, 'email')).slice(0, FORM_BYTES);
    const email = v.safeParse(accountEmailSchema, typed);
    const created = email.success ? await withinSignUpLimit(ctx, pending.locale, () => createAccountWithEmail(ctx.db, pending, email.output, admitOf(ctx))) : undefined;
    // Refused by the sign-up limit: the page is the answer; the attempt stays for a later try.
    if (email.success && !created) return;
    const outcome = created;
    if (!outcome || outcome.kind === 'email-taken') {
      ctx.status = outcome ? 409 : 400;
      ctx.type = 'text/html';
      ctx.body = emailChoicePage(settings.providerName, locale, { email: typed, error: outcome ? t.taken : t.invalid });
      return;
    }
    delete ctx.session.oidcAccount;
    await signInAs(ctx, outcome.user, pending.idToken, pending.returnTo);
    // The email the person typed is confirmed by the link mailed to it, as at a sign-up.
    const user = outcome.user;
    if (!user.emailConfirmed) afterResponse(ctx, () => mailConfirmationLink(ctx.db, mailContextOf(ctx), user, locale));
    // 303: the browser follows with a GET.
    ctx.status = 303;
  });
}
