import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CitySearchResult } from '@freight/shared/geo';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS, type EntryFilters } from '../api/list-entries';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { EntryFiltersForm } from './entry-filters';

const CLUJ = 681290;

/** The city search answers Cluj-Napoca for anything typed. */
function stubCitySearch() {
  server.use(http.get('/api/city-search/', () => HttpResponse.json([{ id: CLUJ, name: 'Cluj-Napoca' }] satisfies CitySearchResult[])));
}

function renderFilters(language: 'en' | 'cimode' = 'en') {
  const onApply = vi.fn((_filters: EntryFilters) => {});
  renderInRouter([{ path: '/', element: <EntryFiltersForm initial={EMPTY_FILTERS} onApply={onApply} /> }], '/', language);
  return onApply;
}

async function pickLoadingCity() {
  fireEvent.change(screen.getByTestId('entries-filter-loading-country'), { target: { value: 'RO' } });
  const city = screen.getByTestId('entries-filter-loading-city') as HTMLInputElement;
  fireEvent.focus(city);
  fireEvent.change(city, { target: { value: 'Clu' } });
  fireEvent.click(await screen.findByText('Cluj-Napoca', { selector: '[role="option"]' }, { timeout: 3000 }));
  await waitFor(() => expect(city.value).toBe('Cluj-Napoca'));
}

/** Issue 12: a radius (exact, 25, 50, 100, 200 km) next to each city of the filters bar. */
describe('entry filters: search around a city', () => {
  beforeEach(stubCitySearch);

  it('offers the radii beside each city, translated, usable once a city is chosen', () => {
    renderFilters();
    for (const side of ['loading', 'unloading']) {
      const select = screen.getByTestId(`entries-filter-${side}-radius`) as HTMLSelectElement;
      expect(select.disabled).toBe(true);
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['This city only', 'Within 25 km', 'Within 50 km', 'Within 100 km', 'Within 200 km']);
    }
    expect(screen.getByRole('combobox', { name: 'Around the loading city' })).toBe(screen.getByTestId('entries-filter-loading-radius'));
  });

  it('uses catalogue keys for every radius text', () => {
    renderFilters('cimode');
    const select = screen.getByTestId('entries-filter-unloading-radius');
    expect(select.getAttribute('aria-label')).toBe('entries.filters.unloadingRadius');
    expect(within(select).getAllByRole('option')[0]?.textContent).toBe('entries.filters.radiusExact');
  });

  it('applies the chosen radius with the city', async () => {
    const onApply = renderFilters();
    await pickLoadingCity();
    const radius = screen.getByTestId('entries-filter-loading-radius') as HTMLSelectElement;
    expect(radius.disabled).toBe(false);
    fireEvent.change(radius, { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('entries-filter-apply'));
    expect(onApply).toHaveBeenLastCalledWith({
      ...EMPTY_FILTERS,
      loading_country: 'RO',
      loading_city: CLUJ,
      loading_city_name: 'Cluj-Napoca',
      loading_radius: 50,
    });
  });

  it('sends no radius once the city is gone, and clears it with the other filters', async () => {
    const onApply = renderFilters();
    await pickLoadingCity();
    fireEvent.change(screen.getByTestId('entries-filter-loading-radius'), { target: { value: '100' } });
    // Another country clears the city: a radius around nothing is not asked for.
    fireEvent.change(screen.getByTestId('entries-filter-loading-country'), { target: { value: 'HU' } });
    fireEvent.click(screen.getByTestId('entries-filter-apply'));
    expect(onApply).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, loading_country: 'HU' });
    fireEvent.click(screen.getByTestId('entries-filter-reset'));
    expect((screen.getByTestId('entries-filter-loading-radius') as HTMLSelectElement).value).toBe('');
    expect(onApply).toHaveBeenLastCalledWith(EMPTY_FILTERS);
  });
});

/** Issue 13: every filter is optional, so the bar carries no required mark. */
describe('entry filters: optional fields', () => {
  beforeEach(stubCitySearch);

  it('marks no field as required, the city pickers included', () => {
    renderFilters();
    expect(document.querySelectorAll('.mantine-InputWrapper-required')).toHaveLength(0);
    for (const side of ['loading', 'unloading']) {
      const city = screen.getByTestId(`entries-filter-${side}-city`);
      expect(city.getAttribute('aria-required')).not.toBe('true');
      expect(city.hasAttribute('required')).toBe(false);
    }
  });
});

/** Issue 15: one or two characters of an id match nearly every entry; the API refuses them and the field says so first. */
describe('entry filters: identification id', () => {
  it('asks for at least three characters, keeps the list as it is, and applies once there are three', () => {
    const onApply = renderFilters();
    const field = screen.getByRole('textbox', { name: 'Identification id (TR- or WR-)' });
    fireEvent.change(field, { target: { value: ' k7 ' } });
    fireEvent.submit(field.closest('form')!);
    expect(onApply).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(screen.getByText('Enter at least 3 characters.')).toBeVisible();

    fireEvent.change(field, { target: { value: 'k7m' } });
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.submit(field.closest('form')!);
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ identification_id: 'k7m' }));
  });
});
