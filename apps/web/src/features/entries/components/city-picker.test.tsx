import { screen, waitFor } from '@testing-library/react';
import type { CitySearchResult } from '@freight/shared/geo';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { setupUser } from '../../../test/user';
import type { CityValue } from '../utils/entry-values';
import { CityPicker } from './city-picker';

const VIENNA = 2761369;
type Query = Record<string, string>;

/** The API names Vienna in the reader's language and says which name the text matched. */
function stubCitySearch() {
  const queries: Query[] = [];
  server.use(
    http.get('/api/city-search/', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json([{ id: VIENNA, name: 'Vienna', matched_name: 'Wien' }] satisfies CitySearchResult[]);
    }),
  );
  return queries;
}

/** Issue 12: the picker asks in the interface language and shows the name the member typed beside the city's. */
describe('city picker in the reader language', { timeout: 20_000 }, () => {
  let queries: Query[];
  beforeEach(() => {
    queries = stubCitySearch();
  });

  it('sends the interface language, shows the matched name and offers no hand-added twin', async () => {
    const onChange = vi.fn((_city: CityValue | null) => {});
    const user = setupUser();
    renderInRouter(
      [
        {
          path: '/',
          element: <CityPicker id="city" label="City" country="AT" value={null} error={undefined} onChange={onChange} testId="city" />,
        },
      ],
      '/',
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    await user.type(input, 'wien');
    // jsdom lays nothing out, so Mantine's popover takes the field for scrolled away and hides the open list.
    const option = await screen.findByRole('option', { name: 'Vienna (Wien)', hidden: true }, { timeout: 3000 });
    expect(queries.at(-1)).toEqual({ country: 'AT', search: 'wien', lang: 'en' });
    // "Wien" is Vienna's own name: keeping the typed text as a hand-added city would lose the distance.
    expect(screen.queryByRole('option', { name: /^Click to add the city/, hidden: true })).toBeNull();
    await user.click(option);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ id: VIENNA, displayName: 'Vienna', type: '', userAdded: false }));
    expect(input).toHaveValue('Vienna');
  });
});

/** Issue 35 item 5: places sharing a name are told apart by their nearest large city, in the reader's language. */
describe('city picker with homonyms', { timeout: 20_000 }, () => {
  const NEAR = { en: 'near', ro: 'lângă', de: 'bei', fr: 'près de' } as const;
  for (const [language, word] of Object.entries(NEAR) as [keyof typeof NEAR, string][]) {
    it(`adds the nearest large city to each Florești (${language})`, async () => {
      server.use(
        http.get('/api/city-search/', () =>
          HttpResponse.json([
            { id: 678050, name: 'Florești', near_city: 'Cluj-Napoca' },
            { id: 678063, name: 'Florești', near_city: 'Ploiești' },
          ] satisfies CitySearchResult[]),
        ),
      );
      const onChange = vi.fn((_city: CityValue | null) => {});
      const user = setupUser();
      renderInRouter(
        [
          {
            path: '/',
            element: <CityPicker id="city" label="City" country="RO" value={null} error={undefined} onChange={onChange} testId="city" />,
          },
        ],
        '/',
        language,
      );
      await user.type(screen.getByRole('textbox'), 'flor');
      const cluj = await screen.findByRole('option', { name: `Florești – ${word} Cluj-Napoca`, hidden: true }, { timeout: 3000 });
      expect(screen.getByRole('option', { name: `Florești – ${word} Ploiești`, hidden: true })).toBeInTheDocument();
      await user.click(cluj);
      await waitFor(() => expect(onChange).toHaveBeenCalledWith({ id: 678050, displayName: 'Florești', type: '', userAdded: false }));
    });
  }

  it('adds the region where the API names one, else the nearest large city', async () => {
    server.use(
      http.get('/api/city-search/', () =>
        HttpResponse.json([
          { id: 2633982, name: 'Wick', region: 'Écosse' },
          { id: 2633985, name: 'Wick', region: 'Pays de Galles' },
          { id: 2641598, name: 'Wick', near_city: 'Cardiff' },
        ] satisfies CitySearchResult[]),
      ),
    );
    const onChange = vi.fn((_city: CityValue | null) => {});
    const user = setupUser();
    renderInRouter(
      [
        {
          path: '/',
          element: <CityPicker id="city" label="x" country="GB" value={null} error={undefined} onChange={onChange} testId="city" />,
        },
      ],
      '/',
      'fr',
    );
    await user.type(screen.getByRole('textbox'), 'wick');
    const scotland = await screen.findByRole('option', { name: 'Wick – Écosse', hidden: true }, { timeout: 3000 });
    expect(screen.getByRole('option', { name: 'Wick – Pays de Galles', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Wick – près de Cardiff', hidden: true })).toBeInTheDocument();
    await user.click(scotland);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ id: 2633982, displayName: 'Wick', type: '', userAdded: false }));
  });

  it('names the Hungarian way round (hu)', async () => {
    server.use(
      http.get('/api/city-search/', () =>
        HttpResponse.json([{ id: 1, name: 'Florești', near_city: 'Kolozsvár' }] satisfies CitySearchResult[]),
      ),
    );
    const user = setupUser();
    renderInRouter(
      [
        {
          path: '/',
          element: <CityPicker id="city" label="x" country="RO" value={null} error={undefined} onChange={() => undefined} testId="city" />,
        },
      ],
      '/',
      'hu',
    );
    await user.type(screen.getByRole('textbox'), 'flor');
    expect(
      await screen.findByRole('option', { name: 'Florești – Kolozsvár közelében', hidden: true }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
