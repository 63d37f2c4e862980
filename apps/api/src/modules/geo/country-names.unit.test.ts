import { describe, expect, it } from 'vitest';
import { countryNameIn } from './country-names';

describe('countryNameIn', () => {
  it('names a country in each interface language, the same again from its kept answer', () => {
    expect(countryNameIn('DE', 'en')).toBe('Germany');
    expect(countryNameIn('DE', 'ro')).toBe('Germania');
    expect(countryNameIn('DE', 'de')).toBe('Deutschland');
    expect(countryNameIn('DE', 'hu')).toBe('Németország');
    expect(countryNameIn('DE', 'fr')).toBe('Allemagne');
    expect(countryNameIn('DE', 'de')).toBe('Deutschland');
    expect(countryNameIn('HU', 'de')).toBe('Ungarn');
  });

  it('answers the code itself where ICU knows no such region', () => {
    expect(countryNameIn('Q1', 'en')).toBe('Q1');
    expect(countryNameIn('not a code', 'en')).toBe('not a code');
  });
});
