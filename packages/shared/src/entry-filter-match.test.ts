import { describe, expect, it } from 'vitest';
import { entryMayMatchFilters, type FilterableEntry } from './entry-filter-match';

const entry: FilterableEntry = {
  identification_id: 'TR-K7MXQ2',
  info: { weight: 12.5, mdp: 7.2 } as FilterableEntry['info'],
  loading_location: { country: 'RO', external_city_id: 665087, date_start: '2026-12-01', date_end: '2026-12-03' },
  unloading_location: { country: 'HU', external_city_id: 3054643 },
};

describe('entryMayMatchFilters (the list cache keeps answers a change cannot alter)', () => {
  it('matches without filters and on each filter met exactly at its boundary', () => {
    expect(entryMayMatchFilters(entry, {})).toBe(true);
    expect(
      entryMayMatchFilters(entry, {
        loading_country: 'RO',
        unloading_country: 'HU',
        loading_city: 665087,
        unloading_city: 3054643,
        max_weight: 12.5,
        max_mdp: 7.2,
        identification_id: 'k7m',
        loading_date_from: '2026-12-03',
        loading_date_to: '2026-12-01',
      }),
    ).toBe(true);
  });

  it('refuses what the search would leave out, one filter at a time', () => {
    expect(entryMayMatchFilters(entry, { loading_country: 'DE' })).toBe(false);
    expect(entryMayMatchFilters(entry, { unloading_country: 'RO' })).toBe(false);
    expect(entryMayMatchFilters(entry, { loading_city: 683506 })).toBe(false);
    expect(entryMayMatchFilters(entry, { unloading_city: 683506 })).toBe(false);
    expect(entryMayMatchFilters(entry, { max_weight: 12.4 })).toBe(false);
    expect(entryMayMatchFilters(entry, { max_mdp: 7.1 })).toBe(false);
    expect(entryMayMatchFilters(entry, { identification_id: 'k7x' })).toBe(false);
    expect(entryMayMatchFilters(entry, { loading_date_from: '2026-12-04' })).toBe(false);
    expect(entryMayMatchFilters(entry, { loading_date_to: '2026-11-30' })).toBe(false);
  });

  it('answers yes for another city within a radius, which only the coordinates could tell', () => {
    expect(entryMayMatchFilters(entry, { loading_city: 683506, loading_radius: 25 })).toBe(true);
    expect(entryMayMatchFilters(entry, { unloading_city: 683506, unloading_radius: 200 })).toBe(true);
    // The radius widens the city only: the country still decides.
    expect(entryMayMatchFilters(entry, { loading_country: 'BG', loading_city: 683506, loading_radius: 25 })).toBe(false);
  });
});
