import { describe, expect, it } from 'vitest';
import { testEntry } from '../../../test/entries';
import { placeName } from './entry-place';

describe('entry places', () => {
  it('names the place as the API does, falling back to what the poster typed', () => {
    const { loading_location: location } = testEntry('a1', 'truck');
    expect(placeName(location)).toBe('Bucharest');
    expect(placeName({ ...location, cityName: '', city_display_name: 'Bucuresti' })).toBe('Bucuresti');
  });
});
