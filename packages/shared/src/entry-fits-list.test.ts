import { describe, expect, it } from 'vitest';
import { entryFitsList, entryMatchesFilters, type ListedEntry } from './entry-filter-match';

const entry: ListedEntry = {
  identification_id: 'TR-K7MXQ2',
  expired: false,
  is_own: false,
  info: { weight: 12.5, mdp: 7.2 } as ListedEntry['info'],
  loading_location: { country: 'RO', external_city_id: 665087, date_start: '2030-03-10', date_end: '2030-03-12' },
  unloading_location: { country: 'HU', external_city_id: 3054643 },
};
const loading = (date_start: string, date_end: string): ListedEntry => ({
  ...entry,
  loading_location: { ...entry.loading_location, date_start, date_end },
});

/** The one filter matcher of the API's list cache and the web's live lists (issue 18 item 5). */
describe('entryMatchesFilters', () => {
  it('is certain about the centre city of a radius and leaves other cities to the database (maybe)', () => {
    expect(entryMatchesFilters(entry, { loading_city: 665087, loading_radius: 50 })).toBe(true);
    expect(entryMatchesFilters(entry, { loading_city: 681290, loading_radius: 50 })).toBe('maybe');
    expect(
      entryMatchesFilters(
        { ...entry, unloading_location: { country: 'HU', external_city_id: null } },
        { unloading_city: 1, unloading_radius: 25 },
      ),
    ).toBe('maybe');
  });

  it('stays exact without a radius, and other filters still exclude a maybe', () => {
    expect(entryMatchesFilters(entry, { loading_city: 681290 })).toBe(false);
    expect(entryMatchesFilters(entry, { loading_city: 681290, loading_radius: 50, unloading_country: 'DE' })).toBe(false);
    expect(entryMatchesFilters(entry, { loading_city: 681290, loading_radius: 50, unloading_city: 1 })).toBe(false);
  });

  it('matches a loading window that overlaps the date range, edges included, an open end unbounded', () => {
    const range = { loading_date_from: '2030-03-10', loading_date_to: '2030-03-12' };
    expect(entryMatchesFilters(loading('2030-03-08', '2030-03-10'), range)).toBe(true);
    expect(entryMatchesFilters(loading('2030-03-12', '2030-03-20'), range)).toBe(true);
    expect(entryMatchesFilters(loading('2030-03-01', '2030-03-09'), range)).toBe(false);
    expect(entryMatchesFilters(loading('2030-03-13', '2030-03-13'), range)).toBe(false);
    expect(entryMatchesFilters(loading('2030-01-01', '2030-01-02'), { loading_date_to: '2030-03-12' })).toBe(true);
    expect(entryMatchesFilters(loading('2030-12-01', '2030-12-02'), { loading_date_from: '2030-03-10' })).toBe(true);
  });

  it('finds a part of the identification id in any case', () => {
    expect(entryMatchesFilters(entry, { identification_id: 'k7mx' })).toBe(true);
    expect(entryMatchesFilters(entry, { identification_id: 'K7X' })).toBe(false);
  });
});

describe('entryFitsList (a live entry and the open list)', () => {
  it('keeps expired entries out of a search but in My trucks/wares', () => {
    const expired = { ...entry, expired: true, is_own: true };
    expect(entryFitsList(expired, { my: false, query: {} })).toBe(false);
    expect(entryFitsList(expired, { my: true, query: {} })).toBe(true);
  });

  it("keeps another company's entries out of My trucks/wares", () => {
    expect(entryFitsList(entry, { my: true, query: {} })).toBe(false);
    expect(entryFitsList(entry, { my: false, query: {} })).toBe(true);
  });

  it('then applies the filters, maybe included', () => {
    expect(entryFitsList(entry, { my: false, query: { max_weight: 12 } })).toBe(false);
    expect(entryFitsList(entry, { my: false, query: { loading_city: 1, loading_radius: 25 } })).toBe('maybe');
  });
});
