/**
 * Serves the built PWA: hashed assets cached for a year as immutable; index.html, the service worker
 * and every unhashed file revalidated on each use so a deploy is seen at once; any other navigation
 * answered with the app shell, whose router shows the page (or the 404 page).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import { serverMessages } from '@shared/messages/server.ts';
import type { AppContext, AppMiddleware } from '../types.ts';
import { appShellReader, shellWithFirstScreen } from './app-shell.ts';
import { firstScreen } from './first-screen/first-screen.ts';
import { landingFacts } from './first-screen/landing-facts.ts';
import { landingPage } from './landing-pages.ts';
import { landingPreloads } from './landing-preloads.ts';
import { routePreloader } from './route-preloads.ts';

/*
 * A page people land on from outside (landing-pages.ts) comes with preloads of what it draws with
 * (landing-preloads.ts): the photos it shows first, its first API call and its route's code; home, an
 * item page and a search also with their first screen in the shell (first-screen/, app-shell.ts).
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function isHashedAsset(requestPath: string): boolean {
  return requestPath.startsWith('/assets/');
}

async function sendFile(ctx: AppContext, root: string, file: string, cacheControl: string): Promise<void> {
  await send(ctx, file, { root, index: false, hidden: false, setHeaders: (res) => res.setHeader('Cache-Control', cacheControl) });
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
  }
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export function servePwa(staticDir: string): AppMiddleware {
  const root = path.resolve(staticDir);
  const routePreloads = routePreloader(root);
  const readShell = appShellReader(root);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') {
      return next();
    }
    if (!existsSync(path.join(root, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = serverMessages.errors.notBuilt;
      return;
    }
    const requested = safeDecode(ctx.path);
    if (requested === undefined) return next();
    const file = path.normalize(requested).replace(/^(\.\.[/\\])+/, '');
    const candidate = path.join(root, file);
    if (requested !== '/' && candidate.startsWith(root + path.sep) && existsSync(candidate) && !requested.endsWith('/')) {
      await sendFile(ctx, root, file, isHashedAsset(requested) ? IMMUTABLE : REVALIDATE);
      return;
    }
    // A missing file with an extension is a broken link, not a page: answer 404, not the shell.
    if (path.extname(requested) && !ctx.get('Accept').includes('text/html')) {
      return next();
    }
    const page = landingPage(requested, ctx.querystring);
    if (!page) {
      await sendFile(ctx, root, 'index.html', REVALIDATE);
      return;
    }
    const facts = await landingFacts(ctx, page);
    const screen = firstScreen(ctx, page, facts);
    const routeCode = routePreloads(page);
    const builtShell = screen && readShell();
    const shell = screen && builtShell && shellWithFirstScreen(builtShell, screen.html, routeCode, screen.locale);
    const preloads = landingPreloads(page, facts, shell ? [] : routeCode);
    if (preloads.length) ctx.set('Link', preloads.join(', '));
    if (!shell) {
      await sendFile(ctx, root, 'index.html', REVALIDATE);
      return;
    }
    ctx.set('Cache-Control', REVALIDATE);
    // Written in the browser's language, its logo as the signed-in hint cookie has it.
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    ctx.type = 'html';
    ctx.body = shell;
  };
}
