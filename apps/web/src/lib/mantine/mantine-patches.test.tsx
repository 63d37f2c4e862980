import { fireEvent, render } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_COMBOBOX_MODULE, MANTINE_USE_ID_MODULE, mantinePatches, patchUseCombobox } from '../../../mantine-patches';
import { useId } from './stable-use-id';

function Probe({ staticId, seen }: { staticId?: string; seen: string[] }) {
  const id = useId(staticId);
  const [, setCount] = useState(0);
  seen.push(id);
  return (
    <button type="button" id={id} onClick={() => setCount((count) => count + 1)}>
      again
    </button>
  );
}

const web = path.resolve(import.meta.dirname, '../../..');

describe('Mantine as the browser build has it (apps/web/mantine-patches.ts, issue 35 item 11)', () => {
  it('renders once on mount, keeps its id on later renders, and lets an explicit id win', () => {
    const first: string[] = [];
    const second: string[] = [];
    const named: string[] = [];
    const { container } = render(
      <>
        <Probe seen={first} />
        <Probe seen={second} />
        <Probe staticId="company-name" seen={named} />
      </>,
    );
    // Mantine's own hook swaps the id in a layout effect, which renders each component twice on mount.
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/^mantine-/);
    expect(second[0]).not.toBe(first[0]);
    expect(named).toEqual(['company-name']);

    fireEvent.click(container.querySelector('button')!);
    expect(first.length).toBeGreaterThan(1);
    expect(new Set(first).size).toBe(1);
  });

  it('replaces the useId module @mantine/hooks really ships, and no other', () => {
    const hooks = path.join(web, 'node_modules/@mantine/hooks');
    const shipped = path.join(hooks, 'esm', 'use-id', 'use-id.mjs');
    expect(fs.existsSync(shipped)).toBe(true);
    expect(MANTINE_USE_ID_MODULE.test(shipped)).toBe(true);

    const plugin = mantinePatches();
    (plugin.configResolved as (config: object) => void)({ root: web, command: 'build', build: { ssr: false } });
    const load = plugin.load as (id: string) => string | null;
    expect(load.call({}, shipped)).toBe(`export { useId } from ${JSON.stringify(path.join(web, 'src/lib/mantine/stable-use-id.ts'))};`);
    expect(fs.existsSync(path.join(web, 'src/lib/mantine/stable-use-id.ts'))).toBe(true);
    expect(load.call({}, path.join(hooks, 'esm', 'use-disclosure', 'use-disclosure.mjs'))).toBeNull();
  });

  it('keeps the combobox list id of the module @mantine/core really ships as state, and refuses a module it does not know', () => {
    const shipped = path.join(web, 'node_modules/@mantine/core/esm/components/Combobox/use-combobox/use-combobox.mjs');
    expect(MANTINE_USE_COMBOBOX_MODULE.test(shipped)).toBe(true);
    const patched = patchUseCombobox(fs.readFileSync(shipped, 'utf8'));
    expect(patched).toContain('const [, setListIdVersion] = useState(0);');
    expect(patched).toMatch(
      /const setListId = useCallback\(\(id\) => \{\s*if \(listId\.current !== id\) \{\s*listId\.current = id;\s*setListIdVersion/,
    );
    expect(patched).toMatch(/import \{[^}]*\buseState\b[^}]*\} from "react";/);
    expect(() => patchUseCombobox('const listId = useRef(null);')).toThrow(/mantine-patches\.ts needs updating/);
  });
});
