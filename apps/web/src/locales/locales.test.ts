import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '@freight/shared/errors';
import { catalogueShape, itKeepsEveryLanguageComplete, loadCatalogues } from '@freight/shared/test/catalogue-completeness';

/**
 * i18n completeness (issue: a test fails on a missing key): the rules every catalogue set keeps
 * (packages/shared/src/test/catalogue-completeness.ts), and every key the source code uses exists.
 */
const localesDir = import.meta.dirname;
const srcDir = path.resolve(localesDir, '..');
const catalogues = loadCatalogues(localesDir);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('translation catalogues', () => {
  const english = catalogueShape(catalogues.get('en')?.keys() ?? []);

  itKeepsEveryLanguageComplete(catalogues);

  it('translates every API error code', () => {
    for (const code of Object.keys(ERROR_STATUS)) expect(english.plain.has(`errors.${code}`), code).toBe(true);
  });

  it('has every key the source code uses', () => {
    const known = (key: string) => english.plain.has(key) || english.plurals.has(key);
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = fs.readFileSync(file, 'utf8');
      // t('a.b'), alert.danger('a.b'), key: 'a.b', crumb: 'a.b'
      const uses = text.matchAll(/(?:\bt\(|alert\.\w+\(|\bkey: |\bcrumb: )'([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)'/g);
      for (const [, key] of uses) if (key && !known(key)) missing.push(`${path.relative(srcDir, file)}: ${key}`);
    }
    expect(missing).toEqual([]);
  });
});
