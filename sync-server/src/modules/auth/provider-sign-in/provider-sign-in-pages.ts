/**
 * The server's small pages of provider sign-in, styled like the sign-out page and without script (the
 * CSP allows none inline): a refusal with a link home, the password confirmation before linking, and
 * the new account's email when the provider verified none.
 */
import { apiPaths } from '@shared/api.ts';
import { APP_NAME } from '@shared/messages.ts';
import type { Locale } from '@shared/locale.ts';
import type { ProviderRefusal } from '@shared/messages/provider-sign-in.ts';
import { copyIn } from '../../../copy/user-copy.ts';
import { escapeHtml } from '../../../web/html.ts';
import { STYLE } from '../logout-page.ts';

const page = (locale: Locale, title: string, content: string): string => `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(APP_NAME)}</p>
<h1>${escapeHtml(title)}</h1>
${content}
</main>
</body>
</html>
`;

export function refusalPage(reason: ProviderRefusal, locale: Locale): string {
  const t = copyIn(locale).providerSignIn.refused;
  return page(locale, t.title, `<p role="alert">${escapeHtml(t.reasons[reason])}</p>\n<a class="button" href="/">${escapeHtml(t.home)}</a>`);
}

/** Asks a new account's email; shown again with `error` (and what was typed) when it is refused. */
export function emailChoicePage(providerName: string, locale: Locale, typed?: { email: string; error: string }): string {
  const t = copyIn(locale).providerSignIn.chooseEmail;
  const error = typed ? `<p id="email-error" class="field-error" role="alert">${escapeHtml(typed.error)}</p>\n` : '';
  const described = typed ? ' aria-invalid="true" aria-describedby="email-error"' : '';
  return page(
    locale,
    t.title,
    `<p>${escapeHtml(t.text(providerName))}</p>
<form method="post" action="${apiPaths.providerEmail}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" required autocomplete="email" autofocus value="${escapeHtml(typed?.email ?? '')}"${described}>
${error}<div class="actions">
<a class="button" href="/">${escapeHtml(t.cancel)}</a>
<button type="submit">${escapeHtml(t.submit)}</button>
</div>
</form>`,
  );
}

export function linkConfirmationPage(providerName: string, email: string, username: string, locale: Locale): string {
  const t = copyIn(locale).providerSignIn.link;
  return page(
    locale,
    t.title,
    `<p>${escapeHtml(t.text(providerName, email))}</p>
<form method="post" action="${apiPaths.providerLink}">
<input type="hidden" name="username" value="${escapeHtml(username)}" autocomplete="username">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" required autocomplete="current-password" autofocus>
<div class="actions">
<a class="button" href="/">${escapeHtml(t.cancel)}</a>
<button type="submit">${escapeHtml(t.confirm)}</button>
</div>
</form>`,
  );
}
