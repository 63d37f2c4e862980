import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Puts the code of the landing page's first paint in one chunk: what the entry imports statically
 * and what the given route modules do. Left to itself the bundler cuts what the entry shares with
 * the lazy pages into some thirty chunks of a few hundred bytes each; every one costs a request with
 * about 1 KB of headers and compresses worse alone, together some 40 KB on the wire (issue 15 item 6).
 *
 * Each route module becomes an entry of its own, so that rolldown's `$initial` tag (modules in the
 * static imports of an entry, after tree-shaking) covers its imports too. Other pages load this
 * chunk as well, as they load the entry: the landing page's few components ride along.
 */
export function firstPaintChunk({ routes }: { routes: string[] }): Plugin {
  let root = '';
  return {
    name: 'freight-first-paint-chunk',
    apply: 'build',
    config: () => ({
      build: { rollupOptions: { output: { codeSplitting: { groups: [{ name: 'first-paint', tags: ['$initial'] }] } } } },
    }),
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      for (const route of routes) this.emitFile({ type: 'chunk', id: path.resolve(root, route) });
    },
  };
}
