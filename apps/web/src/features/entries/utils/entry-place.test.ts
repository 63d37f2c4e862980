import { describe, expect, it } from 'vitest';
import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import hu from '../../../locales/hu.json';
import ro from '../../../locales/ro.json';
import { testEntry } from '../../../test/entries';
import { placeName } from './entry-place';

describe('entry places', () => {
  it('names the place as the API does, falling back to what the poster typed', () => {
    const { loading_location: location } = testEntry('a1', 'truck');
    expect(placeName(location)).toBe('Bucharest');
    expect(placeName({ ...location, cityName: '', city_display_name: 'Bucuresti' })).toBe('Bucuresti');
  });

  it('adds the nearest large city to a name another place of the country shares (issue 35 item 5)', () => {
    const { loading_location: location } = testEntry('a1', 'truck');
    const florești = { ...location, cityName: 'Florești', city_near: 'Cluj-Napoca' };
    const words = { en: en.places.near, ro: ro.places.near, de: de.places.near, hu: hu.places.near, fr: fr.places.near };
    const expected = {
      en: 'Florești (near Cluj-Napoca)',
      ro: 'Florești (lângă Cluj-Napoca)',
      de: 'Florești (bei Cluj-Napoca)',
      hu: 'Florești (Cluj-Napoca közelében)',
      fr: 'Florești (près de Cluj-Napoca)',
    };
    for (const [language, word] of Object.entries(words) as [keyof typeof words, string][])
      expect(placeName(florești, (city) => word.replace('{{city}}', city))).toBe(expected[language]);
    // A unique name stays as it is.
    expect(placeName(location, (city) => `near ${city}`)).toBe('Bucharest');
  });

  it('adds the region, named by the API in the reader’s language, before any nearest city (issue 35 item 5)', () => {
    const { loading_location: location } = testEntry('a1', 'truck');
    const near = (city: string) => en.places.near.replace('{{city}}', city);
    expect(placeName({ ...location, cityName: 'Florești', city_region: 'Cluj' }, near)).toBe('Florești (Cluj)');
    expect(placeName({ ...location, cityName: 'Florești', city_region: 'Kolozs' })).toBe('Florești (Kolozs)');
    expect(placeName({ ...location, cityName: 'Neustadt', city_region: 'Rhénanie-Palatinat' }, near)).toBe('Neustadt (Rhénanie-Palatinat)');
    // Where no region tells it apart, the nearest large city does.
    expect(placeName({ ...location, cityName: 'Newport', city_near: 'Cardiff' }, near)).toBe('Newport (near Cardiff)');
  });
});
