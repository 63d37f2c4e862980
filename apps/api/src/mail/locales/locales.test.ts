import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@freight/shared/languages';

/**
 * Mail catalogue completeness (issue 18 item 3), as the web's (apps/web/src/locales/locales.test.ts):
 * every catalogue has every key of en and no other, no empty text, the plural forms its language
 * needs (ro `_few`, fr `_many`), the same {{placeholders}} as en; every key a mail builder asks for
 * exists, and every key of en is asked for.
 */
type Catalogue = { [key: string]: string | Catalogue };

const localesDir = import.meta.dirname;
const srcDir = path.resolve(localesDir, '../..');
const load = (lang: string) => JSON.parse(fs.readFileSync(path.join(localesDir, `${lang}.json`), 'utf8')) as Catalogue;

/** `family.key.path` → text; the first segment is the i18next namespace. */
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
const catalogues = new Map(UI_LANGUAGES.map((lang) => [lang, flatten(load(lang))]));
const english = catalogues.get('en') ?? new Map<string, string>();

/** Keys without plural suffixes, and for each plural base the suffixes present. */
function shape(keys: Iterable<string>) {
  const plain = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) plain.add(key);
    else {
      const base = key.slice(0, -match[0].length);
      plurals.set(base, (plurals.get(base) ?? new Set()).add(match[1] ?? ''));
    }
  }
  return { plain, plurals };
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

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
  const en = shape(english.keys());

  it('en has texts', () => expect(english.size).toBeGreaterThan(50));

  for (const lang of UI_LANGUAGES) {
    const own = catalogues.get(lang) ?? new Map<string, string>();

    it(`${lang} has every key of en, no extra keys and no empty text`, () => {
      const mine = shape(own.keys());
      expect([...mine.plain].sort()).toEqual([...en.plain].sort());
      expect([...mine.plurals.keys()].sort()).toEqual([...en.plurals.keys()].sort());
      for (const [key, text] of own) expect(text.trim(), `${lang}: ${key}`).not.toBe('');
    });

    it(`${lang} has exactly the plural forms its grammar needs`, () => {
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();
      for (const [base, suffixes] of shape(own.keys()).plurals) expect([...suffixes].sort(), `${lang}: ${base}`).toEqual(needed);
    });

    it(`${lang} keeps every {{placeholder}} of en, in each plural form`, () => {
      for (const [key, text] of own) {
        const match = PLURAL_SUFFIX.exec(key);
        const englishText = match ? english.get(`${key.slice(0, -match[0].length)}_other`) : english.get(key);
        if (englishText !== undefined) expect(placeholders(text), `${lang}: ${key}`).toEqual(placeholders(englishText));
      }
    });
  }

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
