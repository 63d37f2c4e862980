import { describe, expect, it } from 'vitest';
import { daysFromNow } from '../../../test/days';
import { EMPTY_FILTERS, type EntryFilters } from '../api/list-entries';
import { readUrlSearch, writeUrlSearch } from './url-filters';

const read = (query: string) => readUrlSearch(new URLSearchParams(query));

/** Issue 13: the entry list's search in the URL, written and read back, and hand-edited URLs. */
describe('url filters', () => {
  const full: EntryFilters = {
    loading_country: 'RO',
    loading_city: 681290,
    loading_city_name: 'Cluj-Napoca',
    loading_radius: 50,
    unloading_country: 'HU',
    unloading_city: 3054643,
    unloading_city_name: 'Budapest',
    unloading_radius: '',
    max_weight: '12.5',
    max_mdp: '7',
    identification_id: 'TR-AB',
    loading_date_from: daysFromNow(2),
    loading_date_to: daysFromNow(9),
  };

  it('reads back every filter and the ordering it wrote', () => {
    const params = writeUrlSearch(new URLSearchParams(), { filters: full, ordering: 'loading_date' });
    expect(readUrlSearch(params)).toEqual({ filters: full, ordering: 'loading_date' });
    expect(params.get('loading_city_name')).toBe('Cluj-Napoca');
  });

  it('keeps a plain list at a plain URL, and leaves params it does not own', () => {
    expect(writeUrlSearch(new URLSearchParams(), { filters: EMPTY_FILTERS, ordering: '-modified_at' }).toString()).toBe('');
    const params = writeUrlSearch(new URLSearchParams('view=table&loading_country=DE'), {
      filters: EMPTY_FILTERS,
      ordering: 'modified_at',
    });
    expect(params.toString()).toBe('view=table&ordering=modified_at');
  });

  it('ignores unknown and invalid params', () => {
    expect(
      read(
        'loading_country=XX&unloading_country=ro&loading_city=abc&unloading_city=-3&max_weight=-1&max_mdp=lots&' +
          `identification_id=${'A'.repeat(21)}&loading_date_from=2030-02-30&loading_date_to=soon&ordering=price&foo=bar`,
      ),
    ).toEqual({ filters: EMPTY_FILTERS, ordering: '-modified_at' });
  });

  it('drops what needs another param: a radius or a name without a city, an inverted range', () => {
    expect(read('loading_radius=50&loading_city_name=Cluj&unloading_radius=30&unloading_city=1').filters).toEqual({
      ...EMPTY_FILTERS,
      unloading_city: 1,
      unloading_city_name: '1',
    });
    expect(read(`loading_date_from=${daysFromNow(5)}&loading_date_to=${daysFromNow(4)}`).filters).toEqual(EMPTY_FILTERS);
    expect(read(`loading_date_to=${daysFromNow(4)}`).filters).toEqual({ ...EMPTY_FILTERS, loading_date_to: daysFromNow(4) });
  });
});
