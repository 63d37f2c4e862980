import fs from 'node:fs';
import type { Plugin } from 'vite';

/** The query that asks for a catalogue's first-paint texts: `import('./locales/en.json?first-paint')`. */
const QUERY = 'first-paint';

/**
 * Serves `locales/<lang>.json?first-paint`: the catalogue cut down to the given top-level groups, the
 * texts the landing page's first paint reads. A whole catalogue is some 9 KB on the wire, the texts
 * of the landing page about 1.5 KB (issue 15 item 6); lib/i18n.ts loads the rest for every other page.
 * Vite's JSON plugin leaves a file with a query to others: this one answers a module, as it would.
 */
export function firstPaintTexts({ groups }: { groups: readonly string[] }): Plugin {
  return {
    name: 'freight-first-paint-texts',
    load(id) {
      const [file = '', query = ''] = id.split('?');
      // The dev server adds its own `import` to the query.
      if (!new URLSearchParams(query).has(QUERY) || !file.endsWith('.json')) return null;
      this.addWatchFile(file);
      const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const texts = Object.fromEntries(groups.filter((group) => group in catalogue).map((group) => [group, catalogue[group]]));
      return { code: `export default ${JSON.stringify(texts)};`, moduleType: 'js' };
    },
  };
}
