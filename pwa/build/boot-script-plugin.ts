/**
 * boot.js (pwa/build/boot.js) as pages load it: a classic script every page runs before its first
 * paint, and part of every first visit's download, so the build writes it minified (its comments are
 * for us, not for a visitor's data plan). The dev server serves it as written.
 */
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';

const PATH = '/boot.js';
const source = (): string => readFileSync(new URL('./boot.js', import.meta.url), 'utf8');

export function bootScriptPlugin(): Plugin {
  return {
    name: 'kiraya-boot-script',
    configureServer(server) {
      server.middlewares.use(PATH, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(source());
      });
    },
    generateBundle() {
      // A script, not a module: its top-level names stay in its own function, as written.
      const { code } = transformSync(source(), { loader: 'js', minify: true, target: 'es2017' });
      this.emitFile({ type: 'asset', fileName: PATH.slice(1), source: code });
    },
  };
}
