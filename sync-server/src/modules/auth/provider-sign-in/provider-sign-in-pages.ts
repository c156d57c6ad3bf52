/**
 * The server's small pages of provider sign-in, styled like the sign-out page and without script (the
 * CSP allows none inline): a refusal with a link home, and the password confirmation before linking.
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
