import { describe, expect, it } from 'vitest';
import { shellWithFirstScreen } from './app-shell.ts';
import { escapeHtml, html, Html } from './html.ts';

/**
 * The build's index.html (dist/pwa/index.html after `npm run build`), with `code` where the build
 * writes its module scripts and modulepreloads, `app` just before </head> and `screen` just before
 * the root: built, all three are as the build writes them; with a first screen, the code has moved
 * into `app` and the screen is in.
 */
const shell = ({ code = '', app = '', screen = '' }: { code?: string; app?: string; screen?: string }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title data-hi="Kiraya – कुछ भी, कहीं भी किराए पर लें">Kiraya – Rent Anything, Anywhere</title>
    <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <!-- Applies the stored theme and language before first paint; external because the CSP forbids inline scripts. -->
    <script src="/boot.js"></script>
    ${code}<link rel="stylesheet" crossorigin href="/assets/index-YN74cUPo.css">
  <link rel="manifest" href="/manifest.webmanifest">${app}</head>
  <body>
    ${screen}<div id="root"></div>
    <div id="toasts" aria-live="off"></div>
  </body>
</html>
`;

const BUILT_CODE = `<script type="module" crossorigin src="/assets/rolldown-runtime-WkwZ5CU-.js"></script>
    <script type="module" crossorigin src="/assets/intl-0njQ3Obd.js"></script>
    <script type="module" crossorigin src="/assets/index-LAM-_2fS.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/pages-C825jjti.js">
    `;
const ROUTE_MODULES = ['/assets/item._id-CZcAF1jf.js', '/assets/items-qItk_AxF.js'];
const SCREEN = html`<div id="first-screen" data-page="item" lang="en" inert><main><h1>${'Tent'}</h1></main></div>`;

describe('the app shell with a first screen', () => {
  it("moves the build's code into the kiraya-app meta, in order, puts the screen before the root and keeps the rest", () => {
    const app =
      '<meta name="kiraya-app" content="/assets/rolldown-runtime-WkwZ5CU-.js /assets/intl-0njQ3Obd.js /assets/index-LAM-_2fS.js"' +
      ' data-preload="/assets/pages-C825jjti.js /assets/item._id-CZcAF1jf.js /assets/items-qItk_AxF.js">';
    expect(shellWithFirstScreen(shell({ code: BUILT_CODE }), SCREEN, ROUTE_MODULES)).toBe(shell({ app, screen: SCREEN.text }));
  });

  it("says the first screen's language on <html lang>", () => {
    const written = shellWithFirstScreen(shell({ code: BUILT_CODE }), SCREEN, [], 'hi');
    expect(written).toContain('<html lang="hi">');
    expect(written).not.toContain('<html lang="en">');
  });

  it('names no preloads when neither the build nor the route has any', () => {
    const code = '<script type="module" crossorigin src="/assets/index-LAM-_2fS.js"></script>\n    ';
    const app = '<meta name="kiraya-app" content="/assets/index-LAM-_2fS.js" data-preload="">';
    expect(shellWithFirstScreen(shell({ code }), SCREEN, [])).toBe(shell({ app, screen: SCREEN.text }));
  });

  it('keeps a screen with replacement patterns in it literally', () => {
    const screen = new Html(`<div id="first-screen"><h1>Tent $& $' $\` $$ $1 $<name></h1></div>`);
    expect(shellWithFirstScreen(shell({ code: BUILT_CODE }), screen, [])).toContain(`<body>\n    ${screen.text}<div id="root"></div>`);
    // A listing's title as the first screen writes it: escaped, and still with its dollar signs.
    const title = `Tent $& $' $\` $$`;
    const written = shellWithFirstScreen(shell({ code: BUILT_CODE }), html`<div id="first-screen"><h1>${title}</h1></div>`, []);
    expect(written).toContain(`<h1>${escapeHtml(title)}</h1></div><div id="root"></div>`);
  });

  it('leaves a shell that is not as the build writes it alone', () => {
    expect(shellWithFirstScreen(shell({}), SCREEN, ROUTE_MODULES)).toBeUndefined();
    // The boot script is no module script.
    expect(shellWithFirstScreen(shell({ code: '<script src="/other.js"></script>' }), SCREEN, ROUTE_MODULES)).toBeUndefined();
    const withoutRoot = shell({ code: BUILT_CODE }).replace('<div id="root"></div>', '<div id="app"></div>');
    expect(shellWithFirstScreen(withoutRoot, SCREEN, ROUTE_MODULES)).toBeUndefined();
  });
});

describe('html', () => {
  it('escapes every value put into it', () => {
    const title = `<b>Tent</b> & "co" 'n'`;
    expect(html`<h1 title="${title}">${title}</h1>`.text).toBe(
      '<h1 title="&lt;b&gt;Tent&lt;/b&gt; &amp; &quot;co&quot; &#39;n&#39;">&lt;b&gt;Tent&lt;/b&gt; &amp; &quot;co&quot; &#39;n&#39;</h1>',
    );
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('keeps HTML put into it as HTML, in arrays too, and skips false, null and undefined', () => {
    const item = (name: string) => html`<li>${name}</li>`;
    expect(html`<ul>${['<a>', 'b'].map(item)}</ul>`.text).toBe('<ul><li>&lt;a&gt;</li><li>b</li></ul>');
    expect(html`<p>${['<i>', html`<i>`]}</p>`.text).toBe('<p>&lt;i&gt;<i></p>');
    expect(html`<p>${false}${undefined}${null}${0}${''}</p>`.text).toBe('<p>0</p>');
    expect(`${html`<br>`}`).toBe('<br>');
  });
});
