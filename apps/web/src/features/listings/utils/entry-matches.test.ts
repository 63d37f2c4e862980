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

/** The loading-date range (issue 13): a live entry whose loading window misses the range is not added. */
describe('entryMatches with a loading-date range', () => {
  const loadingFrom = (start: string, end: string) =>
    ({
      ...entry(681290),
      loading_location: { ...place('RO', 681290), date_start: start, date_end: end },
    }) as unknown as Entry;
  const range = { ...EMPTY_FILTERS, loading_date_from: '2030-03-10', loading_date_to: '2030-03-12' };

  it('matches a window that overlaps the range, its edges included', () => {
    expect(entryMatches(loadingFrom('2030-03-08', '2030-03-10'), range, false)).toBe(true);
    expect(entryMatches(loadingFrom('2030-03-12', '2030-03-20'), range, false)).toBe(true);
    expect(entryMatches(loadingFrom('2030-03-01', '2030-03-31'), range, false)).toBe(true);
  });

  it('leaves out a window before or after the range', () => {
    expect(entryMatches(loadingFrom('2030-03-01', '2030-03-09'), range, false)).toBe(false);
    expect(entryMatches(loadingFrom('2030-03-13', '2030-03-13'), range, false)).toBe(false);
  });

  it('takes an open end as unbounded', () => {
    expect(entryMatches(loadingFrom('2030-01-01', '2030-01-02'), { ...range, loading_date_from: '' }, false)).toBe(true);
    expect(entryMatches(loadingFrom('2030-12-01', '2030-12-02'), { ...range, loading_date_to: '' }, false)).toBe(true);
    expect(entryMatches(loadingFrom('2030-12-01', '2030-12-02'), { ...range, loading_date_from: '' }, false)).toBe(false);
  });
});
