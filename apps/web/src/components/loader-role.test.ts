import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A Mantine Loader is a plain element: an aria-label on it without a role is an ARIA attribute axe
 * flags as prohibited (aria-prohibited-attr, serious), which a journey meets only when the loader is on
 * screen at the moment of the scan. Checked in the source instead, where it is not a matter of timing.
 */
const srcDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('loaders', () => {
  it('give every labelled Loader a role', () => {
    const unlabelled: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      for (const [tag] of fs.readFileSync(file, 'utf8').matchAll(/<Loader\b[^>]*>/g)) {
        if (tag.includes('aria-label=') && !tag.includes('role=')) unlabelled.push(`${path.relative(srcDir, file)}: ${tag}`);
      }
    }
    expect(unlabelled).toEqual([]);
  });
});
