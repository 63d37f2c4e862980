import path from 'node:path';
import type { Plugin } from 'vite';

/** @mantine/hooks' `useId`, as its ESM build names the module. */
export const MANTINE_USE_ID_MODULE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
/** The store behind every Select, MultiSelect and Autocomplete. */
export const MANTINE_USE_COMBOBOX_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Combobox[\\/]use-combobox[\\/]use-combobox\.mjs$/;

/** Each edit of use-combobox.mjs: the text it expects once in the module, and what replaces it. */
const COMBOBOX_EDITS: [string, string][] = [
  ['import { useCallback, useEffect, useRef } from "react";', 'import { useCallback, useEffect, useRef, useState } from "react";'],
  ['const listId = useRef(null);', 'const listId = useRef(null);\n\tconst [, setListIdVersion] = useState(0);'],
  [
    'listId.current = id;',
    'if (listId.current !== id) {\n\t\t\tlistId.current = id;\n\t\t\tsetListIdVersion((version) => version + 1);\n\t\t}',
  ],
];

/**
 * use-combobox.mjs with the list's id kept as state: the input names its open list (aria-controls) and says
 * it is open (aria-expanded) from the id the list reports once mounted, which Mantine keeps in a ref. With
 * the lists drawn only when open (the theme's Combobox default, issue 35 item 11), a ref alone would leave
 * the input saying "closed" on its first opening; a state change draws the input again with the list's id.
 * Throws when Mantine's text changed, so an upgrade cannot drop the fix silently.
 */
export function patchUseCombobox(code: string): string {
  return COMBOBOX_EDITS.reduce((patched, [expected, replacement]) => {
    if (patched.split(expected).length !== 2)
      throw new Error(`use-combobox.mjs no longer holds \`${expected}\` once: mantine-patches.ts needs updating`);
    return patched.replace(expected, replacement);
  }, code);
}

/**
 * Two changes to Mantine in the browser's build, each because of what it cost members:
 * - `useId` is src/lib/mantine/stable-use-id.ts. Mantine's starts from React's id and swaps it for a random
 *   one in a layout effect, so every input, select and popover rendered a second time, synchronously, in
 *   the commit that first showed it: some forty extra renders in the registration form's longest task.
 * - use-combobox.mjs keeps its list's id as state (patchUseCombobox).
 * The prerender's Node build takes Mantine as it is: it draws once and runs no effects.
 */
export function mantinePatches(): Plugin {
  const applied = new Set<string>();
  let browserBuild = false;
  let stableUseId = '';
  return {
    name: 'freight-mantine-patches',
    enforce: 'pre',
    configResolved(config) {
      browserBuild = config.command === 'build' && !config.build.ssr;
      stableUseId = path.join(config.root, 'src/lib/mantine/stable-use-id.ts');
    },
    load(id) {
      if (!MANTINE_USE_ID_MODULE.test(id)) return null;
      applied.add('useId');
      return `export { useId } from ${JSON.stringify(stableUseId)};`;
    },
    transform(code, id) {
      if (!MANTINE_USE_COMBOBOX_MODULE.test(id)) return null;
      applied.add('useCombobox');
      return { code: patchUseCombobox(code), map: null };
    },
    buildEnd() {
      // A Mantine release that moves a module would silently bring its cost or fault back.
      for (const patch of ['useId', 'useCombobox'])
        if (browserBuild && !applied.has(patch)) this.error(`Mantine's ${patch} module not found: mantine-patches.ts needs updating`);
    },
  };
}
