import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { build, type Plugin } from 'vite';
import type { PrerenderManifest } from '@freight/shared/prerendered-pages';
import { PRERENDERED_PAGES } from './src/app/prerender/prerendered-pages';
import type * as RenderPage from './src/app/prerender/render-page';

/** A guest's storage in the browser: empty. The layout reads it to tell a guest from a member. */
class EmptyStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/**
 * The stylesheets of a page's chunk and of the chunks it imports statically, as URLs: the HTML links them,
 * since the drawn page shows before the script that would load them.
 */
function stylesOf(bundle: OutputBundle, module: string, root: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const page = chunks.find((chunk) => chunk.facadeModuleId === path.resolve(root, module));
  if (!page) throw new Error(`prerender: no chunk of ${module} in the build`);
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(`/${css}`);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(page);
  return [...styles];
}

type RenderModule = typeof RenderPage;

/**
 * After the browser's build, draws the pages of `src/app/prerender/prerendered-pages.ts` in every interface
 * language into `dist/prerendered/` (issue 35 item 11). It builds the render module for Node with this
 * same config, so the CSS modules' class names are the ones the browser's stylesheet holds.
 */
export function prerenderPages({ configFile }: { configFile: string }): Plugin {
  let root = '';
  let outDir = '';
  // Chunks are named after their module (Vite's `[name]-[hash].js`).
  const drawnPageNames = [...new Set(PRERENDERED_PAGES.map((page) => path.basename(page.module, path.extname(page.module))))];
  const unpreloaded = new Set<string>();
  let stylesByModule = new Map<string, string[]>();
  return {
    name: 'freight-prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // A drawn page's own chunks are left to the browser's module loader: the page already shows, so
    // fetching each import as the loader reads it costs no paint, while Vite's loader adding a preload
    // link per import (38 for registration) before the import was most of a long task on a phone
    // (Lighthouse, issue 35 item 11). Stylesheets stay preloaded; every other page keeps its preloads.
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (filename, deps) => {
            const page = drawnPageNames.find((name) => path.basename(filename).startsWith(`${name}-`));
            if (!page) return deps;
            unpreloaded.add(page);
            return [];
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const missed = drawnPageNames.filter((name) => !unpreloaded.has(name));
      if (missed.length > 0) throw new Error(`prerender: no dynamic import of the drawn page chunk(s) ${missed.join(', ')}`);
      stylesByModule = new Map(PRERENDERED_PAGES.map((page) => [page.module, stylesOf(bundle, page.module, root)]));
    },
    async closeBundle() {
      const serverDir = path.join(root, 'node_modules', '.prerender');
      await build({
        configFile,
        root,
        logLevel: 'warn',
        build: { ssr: 'src/app/prerender/render-page.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
      });
      Object.assign(globalThis, { localStorage: new EmptyStorage(), sessionStorage: new EmptyStorage() });
      const render = (await import(pathToFileURL(path.join(serverDir, 'render-page.js')).href)) as RenderModule;
      const target = path.join(outDir, 'prerendered');
      fs.rmSync(target, { recursive: true, force: true });
      fs.mkdirSync(target, { recursive: true });
      const manifest: PrerenderManifest = { pages: [] };
      for (const [index, page] of render.PRERENDERED_PAGES.entries()) {
        const files: PrerenderManifest['pages'][number]['files'] = {};
        for (const language of render.UI_LANGUAGES) {
          const file = `${index}.${language}.html`;
          fs.writeFileSync(path.join(target, file), await render.renderPage(page.path, page.search, language));
          files[language] = file;
        }
        const styles = stylesByModule.get(page.module) ?? [];
        manifest.pages.push({ path: page.path, search: page.search, unseen: [...page.unseen], styles, files });
      }
      fs.writeFileSync(path.join(target, 'manifest.json'), JSON.stringify(manifest, null, 2));
      fs.rmSync(serverDir, { recursive: true, force: true });
    },
  };
}
