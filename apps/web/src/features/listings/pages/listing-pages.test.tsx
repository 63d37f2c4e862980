import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Entry } from '@freight/shared/listings';
import { FormActionsProvider, FormActionsTarget } from '../../../components/form-actions';
import { alertQueue } from '../../../lib/alerts/alert';
import { storeTokens } from '../../../lib/session';
import { pickDayRange, typeClock } from '../../../test/date-fields';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { daysFromNow } from '../../../test/days';
import { fakeJwt } from '../../../test/tokens';
import { EditListingPage } from './edit-listing-page';
import { PublishListingPage } from './publish-listing-page';

type Call = { method: string; path: string; query: Record<string, string>; body: unknown; authorization: string | null };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Every /api/ request is recorded and answered by `answer`, through MSW. */
function stubNetwork(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const call: Call = {
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text === '' ? undefined : JSON.parse(text),
        authorization: request.headers.get('Authorization'),
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

/** The city lookups of §7 answer a few Romanian cities; everything else is up to the test. */
const cityAnswers = (call: Call): Response | null => {
  if (call.path === '/api/city-search/') {
    const all = [
      { id: 681290, name: 'Cluj-Napoca' },
      { id: 683506, name: 'Bucharest' },
    ];
    const search = (call.query.search ?? '').toLowerCase();
    return json(200, call.query.country === 'RO' ? all.filter((city) => city.name.toLowerCase().startsWith(search)) : []);
  }
  if (call.path === '/api/user-added-cities/') return json(200, []);
  return null;
};

function Frame() {
  return (
    <FormActionsProvider>
      <FormActionsTarget />
      <Outlet />
    </FormActionsProvider>
  );
}

function renderAt(path: string, language: 'en' | 'cimode' = 'en') {
  return renderInRouter(
    [
      {
        path: '/dashboard',
        element: <Frame />,
        children: [
          { path: 'publish-truck', handle: { formType: 'truck' }, Component: PublishListingPage },
          { path: 'publish-ware', handle: { formType: 'ware' }, Component: PublishListingPage },
          { path: 'edit-truck/:uid', handle: { formType: 'truck' }, Component: EditListingPage },
          { path: 'edit-ware/:uid', handle: { formType: 'ware' }, Component: EditListingPage },
          { path: 'my-trucks', element: <p>my trucks</p> },
          { path: 'my-wares', element: <p>my wares</p> },
        ],
      },
    ],
    path,
    language,
  );
}

const change = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const radio = (group: string, label: string) => within(screen.getByTestId(group)).getByLabelText(label) as HTMLInputElement;
// jsdom has no layout, so Mantine's popover takes the input for scrolled away and hides its list:
// options are looked up among hidden elements too.
const isMarked = (testId: string) => {
  const element = screen.getByTestId(testId);
  return element.getAttribute('aria-invalid') === 'true' || within(element).queryByText('This field is required') !== null;
};

async function chooseCity(name: 'loading' | 'unloading', typed: string, option: string) {
  const city = input(`listing-${name}-city`);
  fireEvent.focus(city);
  fireEvent.change(city, { target: { value: typed } });
  const list = document.getElementById(city.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(list).findByText(option, { selector: '[role="option"]' }, { timeout: 3000 }));
  await waitFor(() => expect(city.value).toBe(option));
}

const save = () => act(async () => fireEvent.click(screen.getByTestId('listing-save')));

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('listing form defaults', { timeout: 20_000 }, () => {
  it('starts a truck form with groupage, curtain-sided, payment term 1, 45 days and no price extras', async () => {
    stubNetwork(() => json(404, {}));
    renderAt('/dashboard/publish-truck');
    expect(await screen.findByRole('heading', { name: 'Publish a truck' })).toBeVisible();
    expect(radio('listing-transport-transportType', 'Groupage').checked).toBe(true);
    expect(radio('listing-transport-coating', 'Curtain-sided').checked).toBe(true);
    for (const label of ['Sprinter', '7.5 t', '12 t', '24 t', 'Trailer'])
      expect(radio('listing-transport-truckType', label).checked).toBe(false);
    expect(input('listing-info-paymentTerm').value).toBe('1');
    expect(input('listing-info-validityDays').value).toBe('45');
    expect(input('listing-info-weight').value).toBe('');
    expect(input('listing-notes').value).toBe('');
    expect(screen.queryByTestId('listing-info-currency')).toBeNull();
    expect(screen.queryByTestId('listing-info-vatType')).toBeNull();
    expect(screen.queryByTestId('listing-transport-platformType')).toBeNull();
    expect(screen.getByLabelText('Price per km')).toBeVisible();
    expect(input('listing-loading-city').disabled).toBe(true);
    expect(input('listing-unloading-city').disabled).toBe(true);
  });

  it('starts a ware form with platform types, escrow and dangerous load off, and no truck type', async () => {
    stubNetwork(() => json(404, {}));
    renderAt('/dashboard/publish-ware');
    expect(await screen.findByRole('heading', { name: 'Publish a ware' })).toBeVisible();
    const platforms = within(screen.getByTestId('listing-transport-platformType')).getAllByRole('checkbox') as HTMLInputElement[];
    expect(platforms).toHaveLength(5);
    expect(platforms.every((box) => !box.checked)).toBe(true);
    expect((screen.getByLabelText('Escrow account') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Dangerous load') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('listing-transport-truckType')).toBeNull();
    expect(screen.queryByTestId('listing-transport-transportType')).toBeNull();
    expect(screen.getByLabelText('Price')).toBeVisible();
    expect(input('listing-info-paymentTerm').value).toBe('1');
  });
});

describe('city picker', { timeout: 20_000 }, () => {
  it('is disabled until a country is chosen and cleared when the country changes', async () => {
    stubNetwork((call) => cityAnswers(call) ?? json(404, {}));
    renderAt('/dashboard/publish-truck');
    await screen.findByTestId('listing-loading-city');
    change('listing-loading-country', 'RO');
    expect(input('listing-loading-city').disabled).toBe(false);
    await chooseCity('loading', 'Clu', 'Cluj-Napoca');

    change('listing-loading-country', 'HU');
    await waitFor(() => expect(input('listing-loading-city').value).toBe(''));
    expect(input('listing-loading-city').disabled).toBe(false);
    change('listing-loading-country', '');
    expect(input('listing-loading-city').disabled).toBe(true);
  });

  it('shows a hint under 3 characters and asks the API nothing', async () => {
    const calls = stubNetwork((call) => cityAnswers(call) ?? json(404, {}));
    renderAt('/dashboard/publish-truck');
    await screen.findByTestId('listing-loading-city');
    change('listing-loading-country', 'RO');
    const city = input('listing-loading-city');
    fireEvent.focus(city);
    fireEvent.change(city, { target: { value: 'Cl' } });
    expect((await screen.findByTestId('listing-loading-city-hint')).textContent).toBe('Type at least 3 characters to search.');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((call) => call.path === '/api/city-search/')).toHaveLength(0);
  });

  it('searches from 3 characters and offers to add an unknown city by hand', async () => {
    const calls = stubNetwork((call) => cityAnswers(call) ?? json(404, {}));
    renderAt('/dashboard/publish-truck');
    await screen.findByTestId('listing-loading-city');
    change('listing-loading-country', 'RO');
    const city = input('listing-loading-city');
    fireEvent.focus(city);
    fireEvent.change(city, { target: { value: 'Satu Nou' } });
    expect((await screen.findByTestId('listing-loading-city-none')).textContent).toBe('No city found.');
    fireEvent.click(screen.getByRole('option', { name: 'Click to add the city “Satu Nou”', hidden: true }));
    await waitFor(() => expect(city.value).toBe('Satu Nou'));
    // The interface language goes along, so the API names the cities in it (issue 12).
    expect(calls.find((call) => call.path === '/api/city-search/')?.query).toEqual({ country: 'RO', search: 'Satu Nou', lang: 'en' });
    expect(calls.find((call) => call.path === '/api/user-added-cities/')?.query).toEqual({ country: 'RO', search: 'Satu Nou' });
  });
});

// Two calendars and four clock boxes are slow to drive in jsdom.
describe('saving', { timeout: 60_000 }, () => {
  it('warns and marks every required field when saved empty, and sends nothing', async () => {
    const calls = stubNetwork(() => json(500, {}));
    renderAt('/dashboard/publish-truck');
    await screen.findByTestId('listing-save');
    await save();
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'listing.validationFailed', durationMs: 5000 });
    for (const testId of [
      'listing-info-weight',
      'listing-info-mdp',
      'listing-loading-country',
      'listing-loading-city',
      'listing-loading-postalCode',
      'listing-loading-dates',
      'listing-unloading-country',
      'listing-unloading-city',
      'listing-unloading-postalCode',
      'listing-unloading-dates',
      'listing-transport-truckType',
    ])
      expect(isMarked(testId), testId).toBe(true);
    expect(isMarked('listing-info-volume')).toBe(false);
    // The focus moves to the first invalid field, the truck type.
    expect(document.activeElement).toBe(radio('listing-transport-truckType', 'Sprinter'));
    change('listing-info-volume', '-1');
    expect(within(screen.getByTestId('listing-info')).getByText('Must be zero or more.')).toBeVisible();
    expect(isMarked('listing-info-price')).toBe(false);
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('asks for at least one platform type on the ware form', async () => {
    stubNetwork(() => json(500, {}));
    renderAt('/dashboard/publish-ware');
    await screen.findByTestId('listing-save');
    await save();
    expect(isMarked('listing-transport-platformType')).toBe(true);
    // The focus moves to the first invalid field: the first platform type.
    expect(document.activeElement).toBe(within(screen.getByTestId('listing-transport-platformType')).getByLabelText('Semi-trailer'));
    fireEvent.click(within(screen.getByTestId('listing-transport-platformType')).getByLabelText('Van'));
    expect(isMarked('listing-transport-platformType')).toBe(false);
  });

  it('shows currency and VAT only once a price is entered', async () => {
    stubNetwork(() => json(404, {}));
    renderAt('/dashboard/publish-truck');
    await screen.findByTestId('listing-info-price');
    expect(screen.queryByTestId('listing-info-currency')).toBeNull();
    change('listing-info-price', '1.2');
    expect(input('listing-info-currency').value).toBe('EUR');
    expect(screen.getByLabelText('Price includes VAT')).toBeVisible();
    change('listing-info-price', '');
    expect(screen.queryByTestId('listing-info-currency')).toBeNull();
    expect(screen.queryByLabelText('Price includes VAT')).toBeNull();
  });

  it('shows the notes counter above 75 characters', async () => {
    stubNetwork(() => json(404, {}));
    renderAt('/dashboard/publish-truck');
    await screen.findByTestId('listing-notes');
    change('listing-notes', 'a'.repeat(75));
    expect(screen.queryByTestId('listing-notes-counter')).toBeNull();
    change('listing-notes', 'a'.repeat(76));
    expect(screen.getByTestId('listing-notes-counter').textContent).toBe('76 of 150 characters');
    expect(input('listing-notes').maxLength).toBe(150);
  });

  async function fillTruck() {
    await screen.findByTestId('listing-save');
    fireEvent.click(radio('listing-transport-truckType', '24 t'));
    fireEvent.click(within(screen.getByTestId('listing-transport-specialFeatures')).getByLabelText('ADR'));
    change('listing-info-weight', '12.5');
    change('listing-info-mdp', '13.6');
    change('listing-loading-country', 'RO');
    await chooseCity('loading', 'Clu', 'Cluj-Napoca');
    change('listing-loading-postalCode', '400001');
    await pickDayRange('listing-loading-dates', daysFromNow(2), daysFromNow(4));
    typeClock('listing-loading-timeStart', '08:00');
    typeClock('listing-loading-timeEnd', '16:30');
    change('listing-unloading-country', 'RO');
    await chooseCity('unloading', 'Buc', 'Bucharest');
    change('listing-unloading-postalCode', '010011');
    // One day: the same day picked twice.
    await pickDayRange('listing-unloading-dates', daysFromNow(5), daysFromNow(5));
    change('listing-notes', '  Two drivers  ');
  }

  it('posts a valid truck form with the date lists and defaults, then goes to my trucks', async () => {
    const created = { uid: 'x' };
    const calls = stubNetwork((call) => cityAnswers(call) ?? (call.method === 'POST' ? json(201, created) : json(404, {})));
    const router = renderAt('/dashboard/publish-truck');
    await fillTruck();
    await save();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-trucks'));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe('/api/truck-requests/create/');
    expect(posts[0]?.authorization).toMatch(/^Bearer x\./);
    expect(posts[0]?.body).toEqual({
      // The form names the publication, so a create sent again cannot publish twice.
      uid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      form_type: 'truck',
      validity_days: 45,
      loading_location: {
        country: 'RO',
        external_city_id: 681290,
        city_display_name: 'Cluj-Napoca',
        city_type: '',
        postal_code: '400001',
        date_start: daysFromNow(2),
        date_end: daysFromNow(4),
        date: [daysFromNow(2), daysFromNow(3), daysFromNow(4)],
        time_start: '08:00',
        time_end: '16:30',
      },
      unloading_location: {
        country: 'RO',
        external_city_id: 683506,
        city_display_name: 'Bucharest',
        city_type: '',
        postal_code: '010011',
        date_start: daysFromNow(5),
        date_end: daysFromNow(5),
        date: [daysFromNow(5)],
        time_start: null,
        time_end: null,
      },
      info: { weight: 12.5, volume: null, mdp: 13.6, price: null, currency: 'EUR', vat_type: false, payment_term: 1 },
      transport_options: { truck_transport_type: 1, truck_coating: 1, truck_type: 4, truck_special_features: [2], dangerous_load: false },
      notes: 'Two drivers',
    });
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'success', messageKey: 'listing.submitted', durationMs: 5000 });
  });

  it('keeps the form, warns to check the marked fields and marks the fields the API refused', async () => {
    stubNetwork(
      (call) =>
        cityAnswers(call) ??
        (call.method === 'POST'
          ? json(400, { code: 'validation_failed', detail: 'x', fields: { 'loading_location.postal_code': ['too_long'] } })
          : json(404, {})),
    );
    const router = renderAt('/dashboard/publish-truck');
    await fillTruck();
    await save();
    // Refused fields are not a failed submission (decision 010): the warning of the form's own check.
    await waitFor(() => expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'listing.validationInvalid' }));
    expect(router.state.location.pathname).toBe('/dashboard/publish-truck');
    expect(input('listing-info-weight').value).toBe('12.5');
    // The API's field codes land on their fields until the field changes.
    expect(within(screen.getByTestId('listing-loading')).getByText('Too long.')).toBeVisible();
    change('listing-loading-postalCode', '400002');
    expect(within(screen.getByTestId('listing-loading')).queryByText('Too long.')).toBeNull();
  });

  it('saves again under the same uid after a failed save, so the entry cannot be published twice', async () => {
    let posts = 0;
    const calls = stubNetwork((call) => {
      if (call.method !== 'POST') return cityAnswers(call) ?? json(404, {});
      posts += 1;
      return posts === 1 ? json(500, { code: 'server_error', detail: 'x' }) : json(201, { uid: 'x' });
    });
    const router = renderAt('/dashboard/publish-truck');
    await fillTruck();
    await save();
    await waitFor(() => expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: 'listing.submitFailed' }));
    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-trucks'));
    const uids = calls.filter((call) => call.method === 'POST').map((call) => (call.body as { uid?: string }).uid);
    expect(uids).toHaveLength(2);
    expect(uids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(uids[1]).toBe(uids[0]);
  });
});

const location = (overrides: Partial<Entry['loading_location']> = {}): Entry['loading_location'] => ({
  id: 1,
  countryName: { code: 'RO', name: 'Romania' },
  cityName: 'Satu Nou',
  postal_code: '123456',
  date_start: '2026-11-23',
  date_end: '2026-11-24',
  date: ['2026-11-23', '2026-11-24'],
  time_start: null,
  time_end: null,
  country: 'RO',
  external_city_id: null,
  city_display_name: 'Satu Nou',
  city_type: '',
  ...overrides,
});

const UID = '0b6f1d2e-8a4c-4f5e-9d3b-1c2a3b4c5d6e';
const ware: Entry = {
  uid: UID,
  identification_id: 'WR-1',
  form_type: 'ware',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  modified_at: '2026-11-20T10:00:00Z',
  valid_until: '2026-12-05T10:00:00Z',
  expires_at: '2026-11-24T21:59:00Z',
  expired: false,
  is_own: true,
  can_manage: true,
  view_count: 0,
  distance: null,
  notes: 'Fragile',
  user: {
    id: 7,
    first_name: 'Ana',
    last_name: 'Pop',
    email: 'a@x.ro',
    phone_prefix: '+40',
    phone: '700',
    spoken_languages: [],
    hasWhatsApp: false,
    hasSignalApp: false,
  },
  company: { id: 3, name: 'Trans SRL', registry_combination: '', VATNumber: 'RO123456', fax: '', website: '' },
  loading_location: location(),
  unloading_location: location({
    country: 'HU',
    external_city_id: 3054643,
    city_display_name: 'Budapest',
    postal_code: '1011',
    date_start: '2026-11-25',
    date_end: '2026-11-25',
    date: ['2026-11-25'],
  }),
  transport_options: {
    id: 1,
    truck_transport_type: 1,
    truck_coating: 1,
    truck_type: null,
    truck_special_features: [],
    platform_type: [1, 3],
    escrow_account: true,
    dangerous_load: false,
  },
  info: { id: 1, weight: 3, volume: null, mdp: 2.4, price: 900, currency: 'RON', vat_type: true, payment_term: 30 },
};

describe('editing', { timeout: 20_000 }, () => {
  it('loads the own entry, prefills the form and patches it', async () => {
    const calls = stubNetwork(() => json(200, ware));
    const router = renderAt(`/dashboard/edit-ware/${UID}`);
    await screen.findByTestId('listing-save');
    expect([calls[0]?.method, calls[0]?.path]).toEqual(['GET', `/api/ware-requests/${UID}/`]);
    expect(input('listing-loading-city').value).toBe('Satu Nou');
    expect(input('listing-unloading-country').value).toBe('HU');
    expect(input('listing-info-currency').value).toBe('RON');
    // The stored validity stays unless the member picks another one (decision 013).
    expect(input('listing-info-validityDays').value).toBe('');
    const platforms = within(screen.getByTestId('listing-transport-platformType'));
    expect((platforms.getByLabelText('Semi-trailer') as HTMLInputElement).checked).toBe(true);
    expect((platforms.getByLabelText('Van') as HTMLInputElement).checked).toBe(true);
    change('listing-info-weight', '4');
    await save();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-wares'));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe(`/api/ware-requests/${UID}/`);
    expect(patch?.body).toMatchObject({
      uid: UID,
      form_type: 'ware',
      loading_location: { external_city_id: '', city_display_name: 'Satu Nou', date: ['2026-11-23', '2026-11-24'] },
      unloading_location: { external_city_id: 3054643, country: 'HU' },
      info: { weight: 4, mdp: 2.4, price: 900, currency: 'RON', vat_type: true, payment_term: 30 },
      transport_options: { platform_type: [1, 3], escrow_account: true, dangerous_load: false, truck_special_features: [] },
      notes: 'Fragile',
    });
    expect((patch?.body as { transport_options: object }).transport_options).not.toHaveProperty('truck_type');
    expect(patch?.body).not.toHaveProperty('validity_days');
  });

  it('shows not found for an unknown entry', async () => {
    stubNetwork(() => json(404, { code: 'not_found', detail: 'Not found.' }));
    renderAt(`/dashboard/edit-ware/${UID}`);
    expect(await screen.findByTestId('listing-not-found')).toBeVisible();
    expect(screen.queryByTestId('listing-save')).toBeNull();
  });

  it('shows not found for another company’s live entry', async () => {
    stubNetwork(() => json(200, { ...ware, is_own: false }));
    renderAt(`/dashboard/edit-ware/${UID}`);
    expect(await screen.findByTestId('listing-not-found')).toBeVisible();
    expect(screen.queryByTestId('listing-save')).toBeNull();
  });
});

describe('texts', { timeout: 20_000 }, () => {
  // Under `cimode` a translated text renders as its key; country names (Intl) and unit codes are data.
  const KEY = /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/;
  const DATA = /^([\s\d.,:*()–-]*|[A-Z]{3})$/;

  it.each(['truck', 'ware'])('writes no literal text on the %s form', async (formType) => {
    stubNetwork(() => json(404, {}));
    renderAt(`/dashboard/publish-${formType}`, 'cimode');
    await screen.findByTestId('listing-save');
    fireEvent.click(screen.getByTestId('listing-save'));
    change('listing-info-price', '5');
    change('listing-notes', 'a'.repeat(80));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const literal: string[] = [];
    let seen = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text || node.parentElement?.closest('style, script, option, textarea')) continue;
      seen += 1;
      if (!KEY.test(text) && !DATA.test(text)) literal.push(text);
    }
    expect(seen).toBeGreaterThan(30);
    expect(literal).toEqual([]);
  });
});
