import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { COUNTRY_LANGUAGES } from '@freight/shared/country-languages';
import type { CountryCode } from '@freight/shared/countries';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cityNames, SEARCH_SPELLING } from '../../db/schema-geo';
import { cities } from '../../db/schema-entries';
import { forgetCityIndex } from './city-index';

/** Written by scripts/generate-city-names (GeoNames alternate names, CC BY 4.0): "id\tlang\tname" lines. */
export const CITY_NAMES_FILE = path.resolve(import.meta.dirname, '../../../assets/city-names.tsv.gz');

/** Rows per INSERT: 4 parameters each. */
const BATCH_SIZE = 2000;

export type CityNameLine = { cityId: number; lang: string; name: string };
type CityNameRow = typeof cityNames.$inferInsert;

let fileLines: Promise<CityNameLine[]> | undefined;

/** The lines of the committed data file (read once per process). */
export function readCityNameFile(): Promise<CityNameLine[]> {
  fileLines ??= readFile(CITY_NAMES_FILE).then((gz) =>
    gunzipSync(gz)
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => {
        const [id, lang, name] = line.split('\t');
        return { cityId: Number(id), lang: lang ?? '', name: name ?? '' };
      }),
  );
  return fileLines;
}

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/**
 * The German way to type an umlaut without one ("Koeln", "Muenchen"). Accent folding already finds
 * "Koln" and "Munchen"; this spelling is searched too, never shown. Undefined when the name has none.
 */
export function umlautSpelling(name: string): string | undefined {
  return /[äöüÄÖÜ]/.test(name) ? name.replace(/[äöüÄÖÜ]/g, (letter) => UMLAUTS[letter] ?? letter) : undefined;
}

const writesGerman = (country: string) => COUNTRY_LANGUAGES[country as CountryCode]?.includes('de') ?? false;

/** Rows of `city_names` for the cities given: the file's names plus search-only umlaut spellings of German names. */
export function cityNameRows(
  present: readonly { id: number; name: string; country: string }[],
  lines: readonly CityNameLine[],
): CityNameRow[] {
  const byId = new Map(present.map((city) => [city.id, city]));
  const rows: CityNameRow[] = [];
  const spelling = (cityId: number, country: string, name: string) => {
    const typed = umlautSpelling(name);
    if (typed) rows.push({ cityId, country, lang: SEARCH_SPELLING, name: typed });
  };
  for (const city of present) if (writesGerman(city.country)) spelling(city.id, city.country, city.name);
  for (const line of lines) {
    const city = byId.get(line.cityId);
    if (!city) continue;
    rows.push({ cityId: city.id, country: city.country, lang: line.lang, name: line.name });
    if (line.lang === 'de') spelling(city.id, city.country, line.name);
  }
  return rows;
}

/** Adds the names of every city in `cities` (idempotent); answers how many rows were written. */
export async function insertCityNames(db: Database): Promise<number> {
  const present = await db.select({ id: cities.id, name: cities.name, country: cities.country }).from(cities);
  const rows = cityNameRows(present, await readCityNameFile());
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db
      .insert(cityNames)
      .values(rows.slice(start, start + BATCH_SIZE))
      .onConflictDoNothing();
  }
  return rows.length;
}

export type CityNamesImportResult = { imported: number; skipped: boolean };

/**
 * First start (and databases created before the names existed): fills `city_names` once the
 * cities are there, in one transaction so a crash leaves it empty for the next start.
 */
export async function importCityNames(db: Database): Promise<CityNamesImportResult> {
  const [any] = await db
    .select({ one: sql`1` })
    .from(cityNames)
    .limit(1);
  if (any) return { imported: 0, skipped: true };
  const imported = await db.transaction((tx) => insertCityNames(tx as unknown as Database));
  forgetCityIndex(db);
  // As for the cities: the name search plans on real statistics from the first request on.
  await db.execute(sql`vacuum analyze city_names`);
  return { imported, skipped: false };
}
