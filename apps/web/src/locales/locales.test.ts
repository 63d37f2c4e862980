import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@freight/shared/languages';
import { ERROR_STATUS } from '@freight/shared/errors';

/**
 * i18n completeness (issue: a test fails on a missing key): every catalogue has every key,
 * plural keys have exactly the categories the language needs (ro `_few`, fr `_many`), and
 * every key the source code uses exists.
 */
type Catalogue = { [key: string]: string | Catalogue };

const localesDir = import.meta.dirname;
const srcDir = path.resolve(localesDir, '..');
const load = (lang: string) => JSON.parse(fs.readFileSync(path.join(localesDir, `${lang}.json`), 'utf8')) as Catalogue;

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else flatten(value, full).forEach((text, nested) => out.set(nested, text));
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const catalogues = Object.fromEntries(UI_LANGUAGES.map((lang) => [lang, flatten(load(lang))]));

/** Keys without plural suffixes, and for each plural base the suffixes present. */
function shape(keys: Iterable<string>) {
  const plain = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) plain.add(key);
    else {
      const base = key.slice(0, -match[0].length);
      if (!plurals.has(base)) plurals.set(base, new Set());
      plurals.get(base)?.add(match[1] ?? '');
    }
  }
  return { plain, plurals };
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('translation catalogues', () => {
  const english = shape(catalogues.en?.keys() ?? []);

  for (const lang of UI_LANGUAGES) {
    it(`${lang} has every key of en, no extra keys and no empty text`, () => {
      const own = shape(catalogues[lang]?.keys() ?? []);
      expect([...own.plain].sort()).toEqual([...english.plain].sort());
      expect([...own.plurals.keys()].sort()).toEqual([...english.plurals.keys()].sort());
      for (const [key, text] of catalogues[lang] ?? []) expect(text.trim(), `${lang}: ${key}`).not.toBe('');
    });

    it(`${lang} has exactly the plural forms its grammar needs`, () => {
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();
      for (const [base, suffixes] of shape(catalogues[lang]?.keys() ?? []).plurals) {
        expect([...suffixes].sort(), `${lang}: ${base}`).toEqual(needed);
      }
    });

    it(`${lang} keeps every {{placeholder}} of en`, () => {
      const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      for (const [key, text] of catalogues.en ?? []) {
        const base = key.replace(PLURAL_SUFFIX, '');
        const translated = catalogues[lang]?.get(key) ?? catalogues[lang]?.get(`${base}_other`);
        if (translated !== undefined) expect(placeholders(translated), `${lang}: ${key}`).toEqual(placeholders(text));
      }
    });
  }

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
