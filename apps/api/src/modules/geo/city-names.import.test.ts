import { describe, expect, it } from 'vitest';
import { isWrittenInScriptOf } from '@freight/shared/country-languages';
import { UI_LANGUAGES } from '@freight/shared/languages';
import { cityNameRows, readCityNameFile, umlautSpelling } from './city-names.import';

/** The committed data file (scripts/generate-city-names) as the import reads it. */
describe('city name data', () => {
  const nameOf = async (cityId: number, lang: string) =>
    (await readCityNameFile()).find((line) => line.cityId === cityId && line.lang === lang)?.name;

  it.each([
    [756135, 'pl', 'Warszawa'],
    [2867714, 'de', 'München'],
    [2761369, 'de', 'Wien'],
    [2761369, 'hu', 'Bécs'],
    [683506, 'ro', 'București'],
    [3067696, 'cs', 'Praha'],
    [3169070, 'it', 'Roma'],
    [2800866, 'nl', 'Brussel'],
    [2800866, 'fr', 'Bruxelles'],
    [727011, 'bg', 'София'],
  ])('has city %i in %s as %s', async (cityId, lang, name) => {
    expect(await nameOf(cityId, lang)).toBe(name);
  });

  it('keeps interface-language names only in their script, and no accent-only repeat of the GeoNames name', async () => {
    const lines = await readCityNameFile();
    const interfaceLines = lines.filter((line) => (UI_LANGUAGES as readonly string[]).includes(line.lang));
    expect(interfaceLines.length).toBeGreaterThan(3_000);
    expect(interfaceLines.filter((line) => !isWrittenInScriptOf(line.lang, line.name))).toEqual([]);
    // The Romanian catalogue names Sofia in Cyrillic; the English one writes Braşov as "Brasov".
    expect(await nameOf(727011, 'ro')).toBeUndefined();
    expect(await nameOf(683844, 'en')).toBeUndefined();
    // Languages outside the city's country and the interface are not kept (no Polish name of Vienna).
    expect(await nameOf(2761369, 'pl')).toBeUndefined();
  });

  it('adds search-only umlaut spellings of German names', () => {
    expect(umlautSpelling('Köln')).toBe('Koeln');
    expect(umlautSpelling('Österreich Süd')).toBe('Oesterreich Sued');
    expect(umlautSpelling('Bécs')).toBeUndefined();
    const rows = cityNameRows(
      [
        { id: 1, name: 'Köln', country: 'DE' },
        { id: 2, name: 'Munich', country: 'DE' },
        { id: 3, name: 'Győr', country: 'HU' },
      ],
      [
        { cityId: 2, lang: 'de', name: 'München' },
        { cityId: 3, lang: 'de', name: 'Raab' },
        { cityId: 9, lang: 'de', name: 'Nowhere' },
      ],
    );
    expect(rows).toEqual([
      { cityId: 1, country: 'DE', lang: '', name: 'Koeln' },
      { cityId: 2, country: 'DE', lang: 'de', name: 'München' },
      { cityId: 2, country: 'DE', lang: '', name: 'Muenchen' },
      { cityId: 3, country: 'HU', lang: 'de', name: 'Raab' },
    ]);
  });

  it('tells scripts apart', () => {
    expect(isWrittenInScriptOf('ro', 'София')).toBe(false);
    expect(isWrittenInScriptOf('ro', 'Sofia')).toBe(true);
    expect(isWrittenInScriptOf('bg', 'София')).toBe(true);
    expect(isWrittenInScriptOf('sr', 'Beograd')).toBe(true);
    expect(isWrittenInScriptOf('sr', 'Београд')).toBe(true);
    expect(isWrittenInScriptOf('el', 'Αθήνα')).toBe(true);
    expect(isWrittenInScriptOf('de', 'Frankfurt am Main')).toBe(true);
    expect(isWrittenInScriptOf('hu', "Xi'an 西安")).toBe(false);
  });
});
