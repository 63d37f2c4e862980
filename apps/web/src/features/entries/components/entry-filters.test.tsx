import { screen, waitFor, within } from '@testing-library/react';
import type { CitySearchResult } from '@freight/shared/geo';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS, type EntryFilters } from '../api/list-entries';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { setupUser, type User } from '../../../test/user';
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

const radius = (side: 'loading' | 'unloading') => screen.getByRole('combobox', { name: `Around the ${side} city` });
const apply = () => screen.getByRole('button', { name: 'Apply filters' });

async function pickLoadingCity(user: User) {
  await user.selectOptions(screen.getByLabelText('Loading country'), 'RO');
  const city = screen.getByRole('textbox', { name: 'Loading city' });
  await user.type(city, 'Clu');
  // jsdom lays nothing out, so Mantine's popover takes the field for scrolled away and hides the open list.
  await user.click(await screen.findByRole('option', { name: 'Cluj-Napoca', hidden: true }));
  await waitFor(() => expect(city).toHaveValue('Cluj-Napoca'));
}

/** Issue 12: a radius (exact, 25, 50, 100, 200 km) next to each city of the filters bar. */
describe('entry filters: search around a city', () => {
  beforeEach(stubCitySearch);

  it('offers the radii beside each city, translated, usable once a city is chosen', () => {
    renderFilters();
    for (const side of ['loading', 'unloading'] as const) {
      const select = radius(side);
      expect(select).toBeDisabled();
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['This city only', 'Within 25 km', 'Within 50 km', 'Within 100 km', 'Within 200 km']);
    }
  });

  it('uses catalogue keys for every radius text', () => {
    renderFilters('cimode');
    // Named by its key: the radius select's aria-label is translated too.
    const select = screen.getByRole('combobox', { name: 'entries.filters.unloadingRadius' });
    expect(within(select).getAllByRole('option')[0]?.textContent).toBe('entries.filters.radiusExact');
  });

  it('applies the chosen radius with the city', async () => {
    const user = setupUser();
    const onApply = renderFilters();
    await pickLoadingCity(user);
    expect(radius('loading')).toBeEnabled();
    await user.selectOptions(radius('loading'), 'Within 50 km');
    await user.click(apply());
    expect(onApply).toHaveBeenLastCalledWith({
      ...EMPTY_FILTERS,
      loading_country: 'RO',
      loading_city: CLUJ,
      loading_city_name: 'Cluj-Napoca',
      loading_radius: 50,
    });
  });

  it('sends no radius once the city is gone, and clears it with the other filters', async () => {
    const user = setupUser();
    const onApply = renderFilters();
    await pickLoadingCity(user);
    await user.selectOptions(radius('loading'), 'Within 100 km');
    // Another country clears the city: a radius around nothing is not asked for.
    await user.selectOptions(screen.getByLabelText('Loading country'), 'HU');
    await user.click(apply());
    expect(onApply).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, loading_country: 'HU' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(radius('loading')).toHaveValue('');
    expect(onApply).toHaveBeenLastCalledWith(EMPTY_FILTERS);
  });
});

/**
 * At 1366 px beside the sidebar a column of the bar is 250 px: a radius of 140 px beside the city left the city
 * field 100 px ("Choose a c…", "Zuerst ein…") and cut the radius itself ("Nur dieser Or…", "Cette ville un…").
 */
describe('entry filters: each city and its radius', () => {
  beforeEach(stubCitySearch);

  it('gives each city the whole width of its column, with the radius below it at its natural width', () => {
    renderFilters();
    for (const side of ['loading', 'unloading'] as const) {
      const place = screen.getByTestId(`entries-filter-${side}-place`);
      const city = within(place).getByRole('textbox', { name: `${side === 'loading' ? 'Loading' : 'Unloading'} city` });
      const select = within(place).getByRole('combobox', { name: `Around the ${side} city` });
      // One above the other, not a row that shares the column's width between them.
      expect(place).toHaveClass('mantine-Stack-root');
      expect(city.compareDocumentPosition(select) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(select.closest<HTMLElement>('.mantine-NativeSelect-root')?.style.width).toBe('');
    }
  });
});

/** Issue 13: every filter is optional, so the bar carries no required mark. */
describe('entry filters: optional fields', () => {
  beforeEach(stubCitySearch);

  it('marks no field as required, the city pickers included', () => {
    renderFilters();
    expect(document.querySelectorAll('.mantine-InputWrapper-required')).toHaveLength(0);
    for (const side of ['Loading', 'Unloading']) expect(screen.getByRole('textbox', { name: `${side} city` })).not.toBeRequired();
  });
});

/** Issue 15: one or two characters of an id match nearly every entry; the API refuses them and the field says so first. */
describe('entry filters: identification id', () => {
  it('asks for at least three characters, keeps the list as it is, and applies once there are three', async () => {
    const user = setupUser();
    const onApply = renderFilters();
    const field = screen.getByRole('textbox', { name: 'Identification id (TR- or WR-)' });
    // Enter in the field submits the filters.
    await user.type(field, ' k7 {Enter}');
    expect(onApply).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.getByText('Enter at least 3 characters.')).toBeVisible();

    await user.clear(field);
    await user.type(field, 'k7m');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Enter}');
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ identification_id: 'k7m' }));
  });
});
