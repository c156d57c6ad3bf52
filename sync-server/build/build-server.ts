/**
 * `npm run build:server`: compiles the server and its commands to plain JavaScript in dist/server, so
 * a production install runs on Node alone, without TypeScript or the build tools. Our own code
 * (server, shared modules, migrations) is bundled; every npm package stays an import, installed by
 * `npm ci --omit=dev` beside it.
 */
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { repoRoot } from '../src/repo-root.ts';

export const serverOutDir = path.join(repoRoot, 'dist/server');

/** The commands `sync-server/bin/kiraya.mjs` runs, by the name it is given. */
export const serverEntryPoints = {
  start: 'sync-server/src/main.ts',
  migrate: 'sync-server/src/cli/migrate.ts',
  admin: 'sync-server/src/cli/admin.ts',
  backup: 'sync-server/src/cli/backup.ts',
  restore: 'sync-server/src/cli/restore.ts',
} as const;

/**
 * Packages stay imports; our aliases (@shared/…) are bundled. esbuild's own `packages: 'external'` would
 * take an alias for a package too.
 */
const OUR_ALIASES = /^@(shared|server)\//;

const packagesStayImports: Plugin = {
  name: 'packages-stay-imports',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (OUR_ALIASES.test(args.path) ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer(): Promise<void> {
  await build({
    absWorkingDir: repoRoot,
    entryPoints: serverEntryPoints,
    outdir: serverOutDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    tsconfig: path.join(repoRoot, 'tsconfig.json'),
    plugins: [packagesStayImports],
    sourcemap: 'linked',
    // Stack traces name our functions as the source does.
    keepNames: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
