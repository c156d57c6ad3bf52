/**
 * Kiraya's commands on plain Node: `node sync-server/bin/kiraya.mjs <command> [arguments]`, where the
 * command is start, migrate, admin, backup or restore (the npm scripts of the same names call it). It
 * runs the compiled server in dist/server, so a production install needs neither TypeScript nor the
 * build tools. With the build tools installed (a clone after `npm install`), it first builds what is
 * missing: the app when there is no build of it yet, the server when there is none or its sources
 * changed since. Without them, it says to run `npm run build` instead.
 *
 * Plain JavaScript on purpose: it must run where nothing compiles TypeScript.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Stack traces name the TypeScript sources' files and lines.
process.setSourceMapsEnabled(true);

const COMMANDS = ['start', 'migrate', 'admin', 'backup', 'restore'];
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(repoRoot, 'dist/server');
/** What the compiled server is made from: when any of it is newer than the build, the build is out of date. */
const SERVER_SOURCES = ['sync-server/src', 'shared/src', 'migrations', 'knexfile.ts'];

const command = process.argv[2];
if (!COMMANDS.includes(command ?? '')) {
  console.error(`Usage: node sync-server/bin/kiraya.mjs <${COMMANDS.join('|')}> [arguments]`);
  process.exit(2);
}

/** The newest modification time under `target` (a file or a folder), 0 when it does not exist. */
function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

function buildToolsInstalled() {
  const require = createRequire(import.meta.url);
  try {
    require.resolve('tsx/package.json');
    require.resolve('vite/package.json');
    return true;
  } catch {
    return false;
  }
}

/** Runs `npm run <script>` in the repository; stops here if it fails. */
function run(script, why) {
  console.error(`${why}: building it (npm run ${script})…`);
  const result = spawnSync('npm', ['run', script], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const staticDir = path.resolve(process.env.STATIC_DIR || path.join(repoRoot, 'dist/pwa'));
const serverEntry = path.join(serverDir, `${command}.js`);
const appMissing = command === 'start' && !existsSync(path.join(staticDir, 'index.html'));
const serverMissing = !existsSync(serverEntry);
const serverOutOfDate = !serverMissing && SERVER_SOURCES.some((source) => newestChange(path.join(repoRoot, source)) > statSync(serverEntry).mtimeMs);

if (appMissing || serverMissing || serverOutOfDate) {
  if (!buildToolsInstalled()) {
    const what = appMissing ? `no build of the app in ${staticDir}` : serverMissing ? 'no build of the server in dist/server' : "the server's build is older than its sources";
    console.error(
      `Cannot start: ${what}, and the build tools are not installed (a production install).\n` +
        'Build where they are installed (npm ci, then npm run build) and bring dist/ along, or install them here.',
    );
    process.exit(1);
  }
  if (appMissing) run('build', 'No build of the app yet');
  else run('build:server', serverMissing ? 'No build of the server yet' : "The server's sources changed since its build");
}

// The command reads its own arguments from process.argv[2] on, as when it is run directly.
process.argv.splice(2, 1);
process.argv[1] = serverEntry;
await import(pathToFileURL(serverEntry).href);
