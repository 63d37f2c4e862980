import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueShape, itKeepsEveryLanguageComplete, loadCatalogues } from '@freight/shared/test/catalogue-completeness';

/**
 * Mail catalogue completeness (issue 18 item 3): the rules every catalogue set keeps (the web's too,
 * packages/shared/src/test/catalogue-completeness.ts), and every key a mail builder asks for exists,
 * and every key of en is asked for.
 */
const localesDir = import.meta.dirname;
const srcDir = path.resolve(localesDir, '../..');
const catalogues = loadCatalogues(localesDir);
const english = catalogues.get('en') ?? new Map<string, string>();

/** The keys each mail builder asks for, as `family.key`: `t('key'` in a file that calls mailTexts(…, 'family'). */
function keysAskedFor(): Set<string> {
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  const asked = new Set<string>();
  for (const file of files(srcDir)) {
    const text = fs.readFileSync(file, 'utf8');
    const families = new Set([...text.matchAll(/\bmailTexts\([^,()]+, '(\w+)'\)/g)].map((m) => m[1]));
    if (families.size === 0) continue;
    // One family per builder file, so a bare t('key') belongs to it.
    expect([...families], path.relative(srcDir, file)).toHaveLength(1);
    for (const [, key] of text.matchAll(/\bt\('([\w.]+)'/g)) asked.add(`${[...families][0]}.${key}`);
  }
  return asked;
}

describe('mail catalogues', () => {
  const en = catalogueShape(english.keys());

  it('en has texts', () => expect(english.size).toBeGreaterThan(50));

  itKeepsEveryLanguageComplete(catalogues);

  const asked = keysAskedFor();
  // A key with a context (intro_truck) or plural forms (subject_one) is asked for by its base.
  const known = (key: string) => en.plain.has(key) || en.plurals.has(key) || [...en.plain].some((k) => k.startsWith(`${key}_`));

  it('has every key the mail builders ask for', () => {
    expect(asked.size).toBeGreaterThan(30);
    expect([...asked].filter((key) => !known(key))).toEqual([]);
  });

  it('has no key that no mail builder asks for', () => {
    const used = (key: string) => [...asked].some((a) => key === a || key.startsWith(`${a}_`));
    expect([...en.plain, ...en.plurals.keys()].filter((key) => !used(key))).toEqual([]);
  });
});
