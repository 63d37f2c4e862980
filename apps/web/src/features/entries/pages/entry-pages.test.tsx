import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Entry } from '@freight/shared/entries';
import { FormActionsProvider, FormActionsTarget } from '../../../components/form-actions';
import { alertQueue } from '../../../lib/alerts/alert';
import { storeTokens } from '../../../lib/session';
import { pickDays, pickTimeWindow } from '../../../test/date-fields';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { daysFromNow } from '../../../test/days';
import { fakeJwt } from '../../../test/tokens';
import { setupUser, type User } from '../../../test/user';
import { EditEntryPage } from './edit-entry-page';
import { PublishEntryPage } from './publish-entry-page';

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
          { path: 'publish-truck', handle: { formType: 'truck' }, Component: PublishEntryPage },
          { path: 'publish-ware', handle: { formType: 'ware' }, Component: PublishEntryPage },
          { path: 'edit-truck/:uid', handle: { formType: 'truck' }, Component: EditEntryPage },
          { path: 'edit-ware/:uid', handle: { formType: 'ware' }, Component: EditEntryPage },
          { path: 'my-trucks', element: <p>my trucks</p> },
          { path: 'my-wares', element: <p>my wares</p> },
        ],
      },
    ],
    path,
    language,
  );
}

/** The form's sections are named regions: "Loading location", "Information"… */
const section = (name: string) => within(screen.getByRole('region', { name }));
/** Required fields carry an asterisk after their label. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}`);
const place = (name: Place) => section(name === 'loading' ? 'Loading location' : 'Unloading location');
type Place = 'loading' | 'unloading';
const cityOf = (name: Place) => place(name).getByRole('textbox', { name: labelled('City') });

/** Marked: flagged invalid, or (a group of boxes) described by the required-field error. */
const isMarked = (element: HTMLElement) =>
  element.getAttribute('aria-invalid') === 'true' ||
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .some((id) => document.getElementById(id)?.textContent === 'This field is required');

/** Replaces a field's text (pasted: user-event types key by key, which is slow in jsdom). */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value !== '') await user.paste(value);
}

async function chooseCity(user: User, name: Place, typed: string, option: string) {
  const city = cityOf(name);
  await user.type(city, typed);
  // The field's own list: the other city's list keeps its options while closed.
  const list = within(document.getElementById(city.getAttribute('aria-controls') ?? '') as HTMLElement);
  // jsdom lays nothing out, so Mantine's popover takes the field for scrolled away and hides the open list.
  await user.click(await list.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect(city).toHaveValue(option));
}

const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('entry form defaults', { timeout: 20_000 }, () => {
  it('starts a truck form with groupage, curtain-sided, payment term 1, 45 days and no price extras', async () => {
    stubNetwork(() => json(404, {}));
    renderAt('/dashboard/publish-truck');
    expect(await screen.findByRole('heading', { name: 'Publish a truck' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Groupage' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Curtain-sided' })).toBeChecked();
    for (const label of ['Sprinter', '7.5 t', '12 t', '24 t', 'Trailer'])
      expect(screen.getByRole('radio', { name: label })).not.toBeChecked();
    const info = section('Information');
    expect(info.getByLabelText('Payment term (days)')).toHaveValue(1);
    expect(info.getByLabelText('Offer validity')).toHaveValue('45');
    expect(info.getByLabelText(labelled('Weight (t)'))).toHaveValue(null);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
    expect(info.queryByLabelText('Currency')).toBeNull();
    expect(info.queryByLabelText('Price includes VAT')).toBeNull();
    expect(screen.queryByRole('group', { name: labelled('Platform type') })).toBeNull();
    expect(info.getByLabelText('Price per km')).toBeVisible();
    expect(cityOf('loading')).toBeDisabled();
    expect(cityOf('unloading')).toBeDisabled();
  });

  it('starts a ware form with platform types, escrow and dangerous load off, and no truck type', async () => {
    stubNetwork(() => json(404, {}));
    renderAt('/dashboard/publish-ware');
    expect(await screen.findByRole('heading', { name: 'Publish a ware' })).toBeVisible();
    const platforms = within(screen.getByRole('group', { name: labelled('Platform type') })).getAllByRole('checkbox');
    expect(platforms).toHaveLength(5);
    for (const box of platforms) expect(box).not.toBeChecked();
    expect(screen.getByLabelText('Escrow account')).not.toBeChecked();
    expect(screen.getByLabelText('Dangerous load')).not.toBeChecked();
    expect(screen.queryByRole('radiogroup', { name: labelled('Truck type') })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Transport type' })).toBeNull();
    expect(section('Information').getByLabelText('Price')).toBeVisible();
    expect(section('Information').getByLabelText('Payment term (days)')).toHaveValue(1);
  });
});

describe('city picker', { timeout: 20_000 }, () => {
  it('is disabled until a country is chosen and cleared when the country changes', async () => {
    const user = setupUser();
    stubNetwork((call) => cityAnswers(call) ?? json(404, {}));
    renderAt('/dashboard/publish-truck');
    await screen.findByRole('heading', { name: 'Publish a truck' });
    const country = place('loading').getByLabelText(labelled('Country'));
    await user.selectOptions(country, 'RO');
    expect(cityOf('loading')).toBeEnabled();
    await chooseCity(user, 'loading', 'Clu', 'Cluj-Napoca');

    await user.selectOptions(country, 'HU');
    await waitFor(() => expect(cityOf('loading')).toHaveValue(''));
    expect(cityOf('loading')).toBeEnabled();
    await user.selectOptions(country, '');
    expect(cityOf('loading')).toBeDisabled();
  });

  it('shows a hint under 3 characters and asks the API nothing', async () => {
    const user = setupUser();
    const calls = stubNetwork((call) => cityAnswers(call) ?? json(404, {}));
    renderAt('/dashboard/publish-truck');
    await screen.findByRole('heading', { name: 'Publish a truck' });
    await user.selectOptions(place('loading').getByLabelText(labelled('Country')), 'RO');
    await user.type(cityOf('loading'), 'Cl');
    // Both cities' closed lists hold the same hint: the test id tells the loading city's apart.
    expect(await screen.findByTestId('entry-loading-city-hint')).toHaveTextContent(/^Type at least 3 characters to search\.$/);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((call) => call.path === '/api/city-search/')).toHaveLength(0);
  });

  it('searches from 3 characters and offers to add an unknown city by hand', async () => {
    const user = setupUser();
    const calls = stubNetwork((call) => cityAnswers(call) ?? json(404, {}));
    renderAt('/dashboard/publish-truck');
    await screen.findByRole('heading', { name: 'Publish a truck' });
    await user.selectOptions(place('loading').getByLabelText(labelled('Country')), 'RO');
    const city = cityOf('loading');
    await user.click(city);
    await user.paste('Satu Nou');
    expect(await screen.findByText('No city found.')).toHaveTextContent(/^No city found\.$/);
    await user.click(screen.getByRole('option', { name: 'Click to add the city “Satu Nou”', hidden: true }));
    await waitFor(() => expect(city).toHaveValue('Satu Nou'));
    // The interface language goes along, so the API names the cities in it (issue 12).
    expect(calls.find((call) => call.path === '/api/city-search/')?.query).toEqual({ country: 'RO', search: 'Satu Nou', lang: 'en' });
    expect(calls.find((call) => call.path === '/api/user-added-cities/')?.query).toEqual({ country: 'RO', search: 'Satu Nou' });
  });
});

// Two calendars and four clock boxes are slow to drive in jsdom.
describe('saving', { timeout: 60_000 }, () => {
  it('warns and marks every required field when saved empty, and sends nothing', async () => {
    const user = setupUser();
    const calls = stubNetwork(() => json(500, {}));
    renderAt('/dashboard/publish-truck');
    await screen.findByRole('heading', { name: 'Publish a truck' });
    await save(user);
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'entries.validationFailed', durationMs: 5000 });
    const info = section('Information');
    const required: [string, HTMLElement][] = [
      ['weight', info.getByLabelText(labelled('Weight (t)'))],
      ['loading metres', info.getByLabelText(labelled('Loading metres (m)'))],
      ['truck type', screen.getByRole('radiogroup', { name: labelled('Truck type') })],
    ];
    for (const name of ['loading', 'unloading'] as const)
      required.push(
        [`${name} country`, place(name).getByLabelText(labelled('Country'))],
        [`${name} city`, cityOf(name)],
        [`${name} postal code`, place(name).getByLabelText(labelled('Postal code'))],
        [`${name} dates`, place(name).getByLabelText(labelled('Dates (from – to)'))],
      );
    for (const [name, element] of required) expect(isMarked(element), name).toBe(true);
    expect(isMarked(info.getByLabelText('Volume (m³)'))).toBe(false);
    // The focus moves to the first invalid field, the truck type.
    expect(screen.getByRole('radio', { name: 'Sprinter' })).toHaveFocus();
    await user.type(info.getByLabelText('Volume (m³)'), '-1');
    expect(info.getByText('Must be zero or more.')).toBeVisible();
    expect(isMarked(info.getByLabelText('Price per km'))).toBe(false);
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('asks for at least one platform type on the ware form', async () => {
    const user = setupUser();
    stubNetwork(() => json(500, {}));
    renderAt('/dashboard/publish-ware');
    await screen.findByRole('heading', { name: 'Publish a ware' });
    await save(user);
    const platforms = screen.getByRole('group', { name: labelled('Platform type') });
    expect(isMarked(platforms)).toBe(true);
    // The focus moves to the first invalid field: the first platform type.
    expect(within(platforms).getByRole('checkbox', { name: 'Semi-trailer' })).toHaveFocus();
    await user.click(within(platforms).getByRole('checkbox', { name: 'Van' }));
    expect(isMarked(platforms)).toBe(false);
  });

  it('shows currency and VAT only once a price is entered', async () => {
    const user = setupUser();
    stubNetwork(() => json(404, {}));
    renderAt('/dashboard/publish-truck');
    const info = section('Information');
    const price = await info.findByLabelText('Price per km');
    expect(info.queryByLabelText('Currency')).toBeNull();
    await user.type(price, '1.2');
    expect(info.getByLabelText('Currency')).toHaveValue('EUR');
    expect(info.getByLabelText('Price includes VAT')).toBeVisible();
    await user.clear(price);
    expect(info.queryByLabelText('Currency')).toBeNull();
    expect(info.queryByLabelText('Price includes VAT')).toBeNull();
  });

  it('shows the notes counter above 75 characters', async () => {
    const user = setupUser();
    stubNetwork(() => json(404, {}));
    renderAt('/dashboard/publish-truck');
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await fill(user, notes, 'a'.repeat(75));
    expect(screen.queryByText(/of 150 characters$/)).toBeNull();
    await user.type(notes, 'a');
    expect(screen.getByText(/of 150 characters$/)).toHaveTextContent(/^76 of 150 characters$/);
    expect(notes).toHaveAttribute('maxlength', '150');
  });

  async function fillTruck(user: User) {
    await screen.findByRole('heading', { name: 'Publish a truck' });
    await user.click(screen.getByRole('radio', { name: '24 t' }));
    await user.click(screen.getByRole('checkbox', { name: 'ADR' }));
    const info = section('Information');
    await fill(user, info.getByLabelText(labelled('Weight (t)')), '12.5');
    await fill(user, info.getByLabelText(labelled('Loading metres (m)')), '13.6');
    await user.selectOptions(place('loading').getByLabelText(labelled('Country')), 'RO');
    await chooseCity(user, 'loading', 'Clu', 'Cluj-Napoca');
    await fill(user, place('loading').getByLabelText(labelled('Postal code')), '400001');
    await pickDays(user, place('loading').getByLabelText(labelled('Dates (from – to)')), daysFromNow(2), daysFromNow(4));
    await pickTimeWindow(user, place('loading').getByRole('button', { name: /^Time window:/ }), '08:00', '16:30');
    await user.selectOptions(place('unloading').getByLabelText(labelled('Country')), 'RO');
    await chooseCity(user, 'unloading', 'Buc', 'Bucharest');
    await fill(user, place('unloading').getByLabelText(labelled('Postal code')), '010011');
    // One day: the same day picked twice.
    await pickDays(user, place('unloading').getByLabelText(labelled('Dates (from – to)')), daysFromNow(5), daysFromNow(5));
    await fill(user, screen.getByRole('textbox', { name: 'Notes' }), '  Two drivers  ');
  }

  it('posts a valid truck form with the date lists and defaults, then goes to my trucks', async () => {
    const user = setupUser();
    const created = { uid: 'x' };
    const calls = stubNetwork((call) => cityAnswers(call) ?? (call.method === 'POST' ? json(201, created) : json(404, {})));
    const router = renderAt('/dashboard/publish-truck');
    await fillTruck(user);
    await save(user);

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
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'success', messageKey: 'entries.submitted', durationMs: 5000 });
  });

  it('keeps the form, warns to check the marked fields and marks the fields the API refused', async () => {
    stubNetwork(
      (call) =>
        cityAnswers(call) ??
        (call.method === 'POST'
          ? json(400, { code: 'validation_failed', detail: 'x', fields: { 'loading_location.postal_code': ['too_long'] } })
          : json(404, {})),
    );
    const user = setupUser();
    const router = renderAt('/dashboard/publish-truck');
    await fillTruck(user);
    await save(user);
    // Refused fields are not a failed submission (decision 010): the warning of the form's own check.
    await waitFor(() => expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'entries.validationInvalid' }));
    expect(router.state.location.pathname).toBe('/dashboard/publish-truck');
    expect(section('Information').getByLabelText(labelled('Weight (t)'))).toHaveValue(12.5);
    // The API's field codes land on their fields until the field changes.
    const postalCode = place('loading').getByLabelText(labelled('Postal code'));
    expect(postalCode).toHaveAccessibleDescription('Too long.');
    await fill(user, postalCode, '400002');
    expect(place('loading').queryByText('Too long.')).toBeNull();
  });

  it('says when the company may publish again after a publish refused for its pace (429), and keeps the form', async () => {
    stubNetwork(
      (call) =>
        cityAnswers(call) ??
        (call.method === 'POST'
          ? new Response(JSON.stringify({ code: 'rate_limited', detail: 'x' }), {
              status: 429,
              headers: { 'Content-Type': 'application/json', 'Retry-After': '95' },
            })
          : json(404, {})),
    );
    const user = setupUser();
    const router = renderAt('/dashboard/publish-truck');
    await fillTruck(user);
    await save(user);
    // Decision 071: 95 s is "in 2 minutes", rounded up so the member does not come back too early.
    await waitFor(() =>
      expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'entries.publishLimitedMinutes', values: { count: 2 } }),
    );
    expect(router.state.location.pathname).toBe('/dashboard/publish-truck');
    expect(section('Information').getByLabelText(labelled('Weight (t)'))).toHaveValue(12.5);
  });

  it('saves again under the same uid after a failed save, so the entry cannot be published twice', async () => {
    let posts = 0;
    const calls = stubNetwork((call) => {
      if (call.method !== 'POST') return cityAnswers(call) ?? json(404, {});
      posts += 1;
      return posts === 1 ? json(500, { code: 'server_error', detail: 'x' }) : json(201, { uid: 'x' });
    });
    const user = setupUser();
    const router = renderAt('/dashboard/publish-truck');
    await fillTruck(user);
    await save(user);
    await waitFor(() => expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: 'entries.submitFailed' }));
    await save(user);
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
    const user = setupUser();
    const calls = stubNetwork(() => json(200, ware));
    const router = renderAt(`/dashboard/edit-ware/${UID}`);
    await screen.findByRole('button', { name: 'Save' });
    expect([calls[0]?.method, calls[0]?.path]).toEqual(['GET', `/api/ware-requests/${UID}/`]);
    expect(cityOf('loading')).toHaveValue('Satu Nou');
    expect(place('unloading').getByLabelText(labelled('Country'))).toHaveValue('HU');
    const info = section('Information');
    expect(info.getByLabelText('Currency')).toHaveValue('RON');
    // The stored validity stays unless the member picks another one (decision 013).
    expect(info.getByLabelText('Offer validity')).toHaveValue('');
    const platforms = within(screen.getByRole('group', { name: labelled('Platform type') }));
    expect(platforms.getByRole('checkbox', { name: 'Semi-trailer' })).toBeChecked();
    expect(platforms.getByRole('checkbox', { name: 'Van' })).toBeChecked();
    await fill(user, info.getByLabelText(labelled('Weight (t)')), '4');
    await save(user);

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
    expect(await screen.findByRole('alert')).toHaveTextContent('This entry does not exist or is not one of yours.');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows not found for another company’s live entry', async () => {
    stubNetwork(() => json(200, { ...ware, is_own: false }));
    renderAt(`/dashboard/edit-ware/${UID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This entry does not exist or is not one of yours.');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('texts', { timeout: 20_000 }, () => {
  // Under `cimode` a translated text renders as its key; country names (Intl) and unit codes are data.
  const KEY = /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/;
  const DATA = /^([\s\d.,:*()–-]*|[A-Z]{3})$/;

  it.each(['truck', 'ware'])('writes no literal text on the %s form', async (formType) => {
    const user = setupUser();
    stubNetwork(() => json(404, {}));
    renderAt(`/dashboard/publish-${formType}`, 'cimode');
    await user.click(await screen.findByRole('button', { name: 'common.save' }));
    await user.type(screen.getByLabelText(formType === 'truck' ? 'entries.info.pricePerKm' : 'entries.info.price'), '5');
    await fill(user, screen.getByRole('textbox', { name: 'entries.notes' }), 'a'.repeat(80));
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
