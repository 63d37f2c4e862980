import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { UI_LANGUAGES } from '../languages';

/**
 * The completeness rules every i18next catalogue set of the product keeps (the web's and the mails'):
 * each language has every key of en and no other, no empty text, exactly the plural forms its grammar
 * needs (ro `_few`, fr `_many`) and the same {{placeholders}} as en. Test code only (it registers
 * vitest tests); what a set's source code asks for stays with that set's own test.
 */
type Catalogue = { [key: string]: string | Catalogue };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `a.b.c` → text. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else flatten(value, full).forEach((text, nested) => out.set(nested, text));
  }
  return out;
}

/** Every language's catalogue in `dir` (`en.json`, `ro.json` …), flattened. */
export function loadCatalogues(dir: string): Map<string, Map<string, string>> {
  const load = (lang: string) => JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Catalogue;
  return new Map(UI_LANGUAGES.map((lang) => [lang, flatten(load(lang))]));
}

/** Keys without plural suffixes, and for each plural base the suffixes present. */
export function catalogueShape(keys: Iterable<string>) {
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

/** Registers, inside the caller's describe, the rules above for each language of `catalogues`. */
export function itKeepsEveryLanguageComplete(catalogues: Map<string, Map<string, string>>) {
  const english = catalogues.get('en') ?? new Map<string, string>();
  const en = catalogueShape(english.keys());

  for (const lang of UI_LANGUAGES) {
    const own = catalogues.get(lang) ?? new Map<string, string>();

    it(`${lang} has every key of en, no extra keys and no empty text`, () => {
      const mine = catalogueShape(own.keys());
      expect([...mine.plain].sort()).toEqual([...en.plain].sort());
      expect([...mine.plurals.keys()].sort()).toEqual([...en.plurals.keys()].sort());
      for (const [key, text] of own) expect(text.trim(), `${lang}: ${key}`).not.toBe('');
    });

    it(`${lang} has exactly the plural forms its grammar needs`, () => {
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();
      for (const [base, suffixes] of catalogueShape(own.keys()).plurals) expect([...suffixes].sort(), `${lang}: ${base}`).toEqual(needed);
    });

    it(`${lang} keeps every {{placeholder}} of en, in each plural form`, () => {
      for (const [key, text] of own) {
        const match = PLURAL_SUFFIX.exec(key);
        const englishText = match ? english.get(`${key.slice(0, -match[0].length)}_other`) : english.get(key);
        if (englishText !== undefined) expect(placeholders(text), `${lang}: ${key}`).toEqual(placeholders(englishText));
      }
    });
  }
}
