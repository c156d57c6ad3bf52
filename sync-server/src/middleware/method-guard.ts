/**
 * Answers a request whose method its path does not take, before anything else runs: 405 with Allow,
 * as the one JSON error shape (the router's own check threw a 501 that became a 500 and a stack
 * in the log). API paths allow what their routes declare; every other path (the app, its files, media)
 * is read-only. OPTIONS is answered with Allow alone. An unknown API path is left to its JSON 404.
 */
import { inputMessages } from '@shared/messages/input.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../errors.ts';
import { RememberedAnswers } from '../remembered-answers.ts';
import type { AppMiddleware, AppRouter } from '../types.ts';

/** The app shell, its assets and media are only ever read. */
const READ_ONLY = ['GET', 'HEAD', 'OPTIONS'];

const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/** The methods the API's routes take on this path; empty when no route has it. */
function apiMethods(api: AppRouter, path: string): string[] {
  const methods = new Set<string>();
  for (const layer of api.match(path, 'GET').path) for (const method of layer.methods) methods.add(method);
  if (methods.size > 0) methods.add('OPTIONS');
  return [...methods];
}

/** Paths whose methods are remembered: the hot ones (lists, categories) stay, ids come and go. */
const REMEMBERED_PATHS = 1000;

export function methodGuard(api: AppRouter): AppMiddleware {
  // Matching a path against every route costs as much as the router's own match: remembered per path
  // (the routes never change once the app is made).
  const known = new RememberedAnswers<string[]>(REMEMBERED_PATHS);
  const methodsOf = (path: string): string[] => known.get(path, () => apiMethods(api, path));
  return async (ctx, next) => {
    const onApi = isApiPath(ctx.path);
    const allowed = onApi ? methodsOf(ctx.path) : READ_ONLY;
    if (allowed.length === 0 || (allowed.includes(ctx.method) && ctx.method !== 'OPTIONS')) return next();
    const allow = allowed.join(', ');
    if (ctx.method === 'OPTIONS') {
      ctx.set('Allow', allow);
      ctx.status = 204;
      return;
    }
    const message = onApi ? serverMessages.errors.methodNotAllowed : inputMessages.readOnlyAddress;
    throw new AppError(405, 'method-not-allowed', message, undefined, { Allow: allow });
  };
}
