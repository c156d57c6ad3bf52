/**
 * `npm start`: builds the PWA when there is no build yet (a fresh clone), then starts the server.
 * Rebuild after changing the PWA with `npm run build`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, repoRoot } from '../config.ts';

const staticDir = path.resolve(process.env.STATIC_DIR ?? path.join(repoRoot, 'dist/pwa'));
if (!existsSync(path.join(staticDir, 'index.html'))) {
  console.error('No build of the app yet: building it once (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Fail early with a readable message rather than inside the server.
try {
  loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import('../main.ts');
