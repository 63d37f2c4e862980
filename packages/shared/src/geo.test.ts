import { describe, expect, it } from 'vitest';
import { citySearchQuerySchema, combinedLocationQuerySchema, countriesQuerySchema, userAddedCitiesQuerySchema } from './geo';
import { failedPaths, issueCodes } from './test/issue-codes';

describe('combined location query (§7)', () => {
  it('reads a parameter given once as a list of one, and city ids as numbers', () => {
    expect(combinedLocationQuerySchema.parse({ countries: 'RO', city_ids: '665087' })).toEqual({
      countries: ['RO'],
      city_ids: [665087],
      lang: 'en',
      search: '',
    });
    expect(combinedLocationQuerySchema.parse({ countries: ['RO', 'HU', 'AT'], search: ' Arad ', lang: 'hu' })).toEqual({
      countries: ['RO', 'HU', 'AT'],
      city_ids: [],
      lang: 'hu',
      search: 'Arad',
    });
  });

  it('asks for one to three European countries and at most 50 city ids', () => {
    expect(issueCodes(combinedLocationQuerySchema.safeParse({}))).toEqual({ countries: ['required'] });
    expect(issueCodes(combinedLocationQuerySchema.safeParse({ countries: ['RO', 'HU', 'AT', 'DE'] }))).toEqual({ countries: ['too_many'] });
    expect(issueCodes(combinedLocationQuerySchema.safeParse({ countries: 'US' }))).toEqual({ 'countries.0': ['country_invalid'] });
    const ids = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));
    expect(issueCodes(combinedLocationQuerySchema.safeParse({ countries: 'RO', city_ids: ids(50) }))).toEqual({});
    expect(issueCodes(combinedLocationQuerySchema.safeParse({ countries: 'RO', city_ids: ids(51) }))).toEqual({ city_ids: ['too_many'] });
  });

  it('refuses a city id that is not a positive row id', () => {
    expect(failedPaths(combinedLocationQuerySchema.safeParse({ countries: 'RO', city_ids: ['0', 'Arad'] }))).toEqual([
      'city_ids.0',
      'city_ids.1',
    ]);
  });
});

describe('geo languages and lookups', () => {
  it('names places in any of the twelve spoken languages and in English otherwise', () => {
    expect(countriesQuerySchema.parse({ lang: 'pl' })).toEqual({ lang: 'pl' });
    expect(countriesQuerySchema.parse({ lang: 'es' })).toEqual({ lang: 'en' });
    expect(countriesQuerySchema.parse({})).toEqual({ lang: 'en' });
  });

  it('asks the city lookups for a country code in capitals and keeps the search to 100 characters', () => {
    expect(citySearchQuerySchema.parse({ country: 'RO', search: ' Timi ' })).toEqual({ country: 'RO', search: 'Timi', lang: 'en' });
    expect(issueCodes(citySearchQuerySchema.safeParse({ country: 'ro' }))).toEqual({ country: ['country_invalid'] });
    expect(failedPaths(userAddedCitiesQuerySchema.safeParse({ country: 'RO', search: 's'.repeat(101) }))).toEqual(['search']);
    expect(userAddedCitiesQuerySchema.parse({ country: 'RO', search: ` ${'s'.repeat(100)} ` }).search).toHaveLength(100);
  });
});
