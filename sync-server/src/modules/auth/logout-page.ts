/**
 * Signing out only when the user means it: GET /api/logout that another site sent the
 * browser to (a link, an image, a form) gets a small page asking first, whose form POSTs the sign-out
 * from this origin. No script: the page works under the CSP, and the cross-site check of unsafe
 * methods guards the POST like every other.
 */
import { apiPaths } from '@shared/api.ts';
import { APP_NAME } from '@shared/messages.ts';
import type { Locale } from '@shared/locale.ts';
import { copyIn } from '../../copy/user-copy.ts';
import { isCrossSite } from '../../middleware/same-origin.ts';
import { escapeHtml } from '../../web/html.ts';
import type { AppContext } from '../../types.ts';

/** Sec-Fetch-Site or Origin say so, or (for browsers that send neither on a navigation) the Referer. */
export function sentByAnotherSite(ctx: AppContext): boolean {
  if (isCrossSite(ctx.get('Sec-Fetch-Site'), ctx.get('Origin'), ctx.host)) return true;
  const referer = ctx.get('Referer');
  if (ctx.get('Sec-Fetch-Site') || !referer) return false;
  try {
    return new URL(referer).host !== ctx.host;
  } catch {
    return true;
  }
}

// The app's palette (pwa/src/styles.css), light and dark, in a style element the CSP allows; shared
// by the server's other small pages (provider-sign-in-pages.ts).
export const STYLE = `
:root{color-scheme:light dark;--bg:#fffaf5;--surface:#fff;--fg:#1c1917;--muted:#57534e;--border:#e7e0d8;--primary:#c2410c;--primary-fg:#fff;--error:#b91c1c}
@media (prefers-color-scheme:dark){:root{--bg:#0c0a09;--surface:#1c1917;--fg:#f5f5f4;--muted:#a8a29e;--border:#3a3431;--primary:#fb923c;--primary-fg:#1c1917;--error:#fca5a5}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1rem;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:24rem;background:var(--surface);border:1px solid var(--border);border-radius:1rem;padding:1.5rem}
.brand{margin:0 0 1rem;font-weight:700;color:var(--primary)}
h1{margin:0 0 .5rem;font-size:1.25rem}
p{margin:0 0 1.25rem;color:var(--muted);overflow-wrap:anywhere}
.actions{display:grid;gap:.75rem}
@media (min-width:26rem){.actions{grid-template-columns:1fr 1fr}}
button,a.button{display:flex;align-items:center;justify-content:center;text-align:center;min-height:2.75rem;padding:0 1rem;white-space:nowrap;border-radius:.75rem;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
input{width:100%;min-height:2.75rem;margin:.25rem 0 1.25rem;padding:0 .75rem;border:1px solid var(--border);border-radius:.75rem;background:var(--bg);color:var(--fg);font:inherit}
label{font-weight:600}
input[aria-invalid="true"]{margin-bottom:.5rem;border-color:var(--error)}
.field-error{color:var(--error);font-weight:600}
input:focus-visible{outline:2px solid var(--primary);outline-offset:1px}
button{border:0;background:var(--primary);color:var(--primary-fg)}
a.button{border:1px solid var(--border);color:var(--fg)}
button:focus-visible,a.button:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
`;

export function logoutConfirmationPage(locale: Locale): string {
  const t = copyIn(locale).signOut.confirmPage;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(APP_NAME)}</p>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.text)}</p>
<form method="post" action="${apiPaths.logout}" class="actions">
<a class="button" href="/">${escapeHtml(t.cancel)}</a>
<button type="submit">${escapeHtml(t.confirm)}</button>
</form>
</main>
</body>
</html>
`;
}
