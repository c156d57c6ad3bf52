/**
 * The production build the browser figures measure, with hidden source maps beside it (the start's
 * profile names modules by them; no page links them): built when missing, stale or asked (`--build`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtMarker = path.join(root, 'dist/pwa/index.html');
/** What `vite build` reads (vite.config.ts): the PWA, the shared code, the config and the lockfile. */
const inputs = ['pwa/index.html', 'pwa/public', 'pwa/src', 'pwa/build', 'shared/src', 'vite.config.ts', 'package-lock.json'];
const notBuilt = (name: string) => /\.test\.tsx?$/.test(name) || name === 'test' || name === 'routeTree.gen.ts';

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    if (!notBuilt(name)) newest = Math.max(newest, newestChange(path.join(entry, name)));
  }
  return newest;
}

/** Why the build must be made again, or null when dist/pwa is up to date. */
export function staleBuild(force = false): string | null {
  if (force) return 'asked for (--build)';
  if (!existsSync(builtMarker)) return 'dist/pwa is missing';
  if (!readdirSync(path.join(root, 'dist/pwa/assets')).some((name) => name.endsWith('.js.map'))) return 'dist/pwa has no source maps';
  const builtAt = statSync(builtMarker).mtimeMs;
  const changed = inputs.find((input) => newestChange(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed since dist/pwa was built` : null;
}

/** Builds the app when it is missing or stale; exits the bench when the build fails. */
export function ensureBuild(force = false): void {
  const reason = staleBuild(force);
  if (!reason) return;
  console.log(`Building the app: ${reason}.`);
  // `npm run build`'s build, with each chunk's source map written beside it and linked from nowhere.
  const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--sourcemap', 'hidden'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
