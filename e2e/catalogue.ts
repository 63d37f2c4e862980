import fs from 'node:fs';
import path from 'node:path';

type Catalogue = { [key: string]: string | Catalogue };

/** Reads a text from the web's own catalogue, so a journey checks the real translation. */
export function text(lang: string, key: string): string {
  const catalogue = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../apps/web/src/locales/${lang}.json`), 'utf8'),
  ) as Catalogue;
  const value = key
    .split('.')
    .reduce<string | Catalogue | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalogue);
  if (typeof value !== 'string') throw new Error(`no text ${lang}:${key}`);
  return value;
}
