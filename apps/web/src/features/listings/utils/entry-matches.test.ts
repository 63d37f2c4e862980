import { describe, expect, it } from 'vitest';
import type { Entry } from '@freight/shared/listings';
import { EMPTY_FILTERS } from '../api/list-entries';
import { entryMatches } from './entry-matches';

const place = (country: string, cityId: number | null) => ({ country, external_city_id: cityId });
/** Only what entryMatches reads of an entry pushed over the websocket. */
const entry = (loadingCityId: number | null) =>
  ({
    expired: false,
    is_own: false,
    identification_id: 'TR-ABC234',
    loading_location: place('RO', loadingCityId),
    unloading_location: place('HU', 3054643),
    info: { weight: 10, mdp: 6 },
  }) as unknown as Entry;

/** A live entry and a radius filter (issue 12): the browser has no coordinates, so only the API can place another city. */
describe('entryMatches with a radius around a city', () => {
  const around = { ...EMPTY_FILTERS, loading_city: 681290, loading_radius: 50 } as const;

  it('matches the centre city itself and leaves other cities to the API', () => {
    expect(entryMatches(entry(681290), around, false)).toBe(true);
    expect(entryMatches(entry(665087), around, false)).toBe('maybe');
    expect(entryMatches(entry(null), around, false)).toBe('maybe');
  });

  it('stays exact without a radius, and other filters still exclude', () => {
    expect(entryMatches(entry(665087), { ...around, loading_radius: '' }, false)).toBe(false);
    expect(entryMatches(entry(665087), { ...around, unloading_country: 'DE' }, false)).toBe(false);
    expect(entryMatches(entry(665087), { ...around, unloading_city: 1, unloading_radius: '' }, false)).toBe(false);
  });
});
