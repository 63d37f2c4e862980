import { act, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { StaffCompany } from '@freight/shared/staff';
import { alertQueue } from '../../../lib/alerts/alert';
import { SESSION_KEYS } from '../../../lib/session';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { StaffPage } from './staff-page';

const superuser = {
  id: 1,
  email: 'staff@exchange.eu',
  first_name: 'Stella',
  last_name: 'Staff',
  role: 'admin',
  company: null,
  is_superuser: true,
  last_seen_update: null,
};

function company(overrides: Partial<StaffCompany> = {}): StaffCompany {
  return {
    id: 7,
    name: 'Transporturi Ălbeni SRL',
    type: 0,
    VATNumber: 'RO12345678',
    registry_combination: 'J40/123/2020',
    country: 'RO',
    city: 'Cluj-Napoca',
    postal_code: '400001',
    street: 'Strada Memorandumului',
    number: '28',
    website: 'https://albeni.example',
    subscription_months: 12,
    created_at: '2026-01-10T09:00:00.000Z',
    expires_at: '2099-01-10T09:00:00.000Z',
    status: 'pending',
    payment_reference: 'FX-0007',
    admin: { id: 3, first_name: 'Ana', last_name: 'Pop', email: 'ana@albeni.example', phone_prefix: '+40', phone: '722000111' },
    documents: [{ id: 21, name: 'certificat.pdf', size: 48_000 }],
    ...overrides,
  };
}

/** `headers` as the API received them, names in lower case. */
type Call = { method: string; url: URL; headers: Record<string, string>; body: unknown };
type Handler = (call: Call) => Response | undefined;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Every /api/ request is recorded and answered by the test's handler, through MSW. */
function stubFetch(handler: Handler) {
  const calls: Call[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const text = await request.text();
      const call: Call = {
        method: request.method,
        url: new URL(request.url),
        headers: Object.fromEntries(request.headers),
        body: text === '' ? undefined : JSON.parse(text),
      };
      calls.push(call);
      return handler(call) ?? json({ code: 'not_found', detail: 'Not found.' }, 404);
    }),
  );
  return calls;
}

const NAME = 'Transporturi Ălbeni SRL';
/** A company's card: an article named by its heading. */
const findCard = (name = NAME) => screen.findByRole('article', { name });

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');
/** The company list's own requests (the page also reads change requests and each pending company's signals, issue 33). */
const companyLists = (calls: Call[]) => calls.filter((call) => call.url.pathname === '/api/staff/companies/' || call.method !== 'GET');

function renderStaff(path = '/staff') {
  const router = createMemoryRouter([{ path: '/staff', element: <StaffPage /> }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// The whole staff page renders in jsdom (five panels): over Vitest's 5 s default on a busy two-core machine.
describe('staff page', { timeout: 15_000 }, () => {
  beforeEach(() => {
    sessionStorage.setItem(SESSION_KEYS.access, 'staff-access-token');
    sessionStorage.setItem(SESSION_KEYS.refresh, 'staff-refresh-token');
    sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(superuser));
  });
  afterEach(() => {
    const current = alertQueue.snapshot();
    if (current) act(() => alertQueue.dismiss(current.id));
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('lists pending companies, and approves one only after confirmation', async () => {
    let approved = false;
    const calls = stubFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/staff/companies/') {
        const status = url.searchParams.get('status');
        const results =
          status === 'pending' && !approved ? [company()] : status === 'active' && approved ? [company({ status: 'active' })] : [];
        return json({ results, next: null });
      }
      if (method === 'POST' && url.pathname === '/api/staff/companies/7/approve/') {
        approved = true;
        return json(company({ status: 'active' }));
      }
      return undefined;
    });
    const user = setupUser();
    renderStaff();

    const card = await findCard();
    expect(within(card).getByRole('heading', { name: NAME })).toBeVisible();
    expect(within(card).getByText('RO12345678')).toBeVisible();
    expect(within(card).getByText('J40/123/2020')).toBeVisible();
    expect(within(card).getByText('12 months')).toBeVisible();
    expect(within(card).getByText('FX-0007')).toBeVisible();
    expect(within(card).getByText('ana@albeni.example')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'View document certificat.pdf' })).toHaveTextContent('certificat.pdf');
    expect(calls[0]?.url.searchParams.get('status')).toBe('pending');
    expect(calls[0]?.headers.authorization).toBe('Bearer staff-access-token');
    // A pending company can be approved or invited, not deactivated.
    expect(within(card).queryByRole('button', { name: `Deactivate ${NAME}` })).toBeNull();
    expect(within(card).getByRole('button', { name: `Invite to review data: ${NAME}` })).toBeVisible();

    await user.click(within(card).getByRole('button', { name: `Approve ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: `Approve ${NAME}?` });
    expect(posts(calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts(calls).map((call) => call.url.pathname)).toEqual(['/api/staff/companies/7/approve/']));
    expect(posts(calls)[0]?.headers.authorization).toBe('Bearer staff-access-token');
    // The lists are invalidated: the company leaves the pending tab.
    expect(await screen.findByText('There are no companies in this list.')).toBeVisible();
    expect(screen.queryByRole('article', { name: NAME })).toBeNull();
    expect(alertQueue.snapshot()?.messageKey).toBe('staff.alerts.approved');
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const calls = stubFetch(({ method, url }) =>
      method === 'GET' && url.pathname === '/api/staff/companies/'
        ? json({ results: [company({ status: 'active' })], next: null })
        : undefined,
    );
    const user = setupUser();
    renderStaff('/staff?tab=active');

    await user.click(await screen.findByRole('button', { name: `Deactivate ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: `Deactivate ${NAME}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(companyLists(calls).every((call) => call.method === 'GET' && call.url.searchParams.get('status') === 'active')).toBe(true);
    expect(screen.queryByRole('button', { name: `Approve ${NAME}` })).toBeNull();
  });

  it('loads the next page with the cursor', async () => {
    const calls = stubFetch(({ url }) => {
      if (url.pathname !== '/api/staff/companies/') return undefined;
      return url.searchParams.get('cursor') === 'page-2'
        ? json({ results: [company({ id: 8, name: 'Spedition Müller GmbH' })], next: null })
        : json({ results: [company()], next: 'page-2' });
    });
    const user = setupUser();
    renderStaff();

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await findCard('Spedition Müller GmbH')).toBeVisible();
    expect(screen.getByRole('article', { name: NAME })).toBeVisible();
    expect(companyLists(calls).map((call) => call.url.searchParams.get('cursor'))).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the invitation link after inviting a pending company', async () => {
    const link = 'https://exchange.example/registration-initialized?tid=abc';
    const calls = stubFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/staff/companies/') return json({ results: [company()], next: null });
      if (method === 'POST' && url.pathname === '/api/staff/companies/7/invite/') return json({ tid: 'abc', link });
      return undefined;
    });
    const user = setupUser();
    renderStaff();

    await user.click(await screen.findByRole('button', { name: `Invite to review data: ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: `Invite ${NAME} to review its data?` });
    await user.click(within(dialog).getByRole('button', { name: 'Invite to review data' }));
    expect(await screen.findByLabelText('Onboarding link (also sent by e-mail)')).toHaveValue(link);
    expect(posts(calls).map((call) => call.url.pathname)).toEqual(['/api/staff/companies/7/invite/']);
  });

  it('opens a document fetched with the Bearer token', async () => {
    const createObjectURL = vi.fn(() => 'blob:document-21');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: the browser's side of the blob is the edge here.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => void Object.assign(URL, original));
    const calls = stubFetch(({ url }) => {
      if (url.pathname === '/api/staff/companies/') return json({ results: [company()], next: null });
      if (url.pathname === '/api/staff/companies/7/documents/21/') {
        return new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { headers: { 'Content-Type': 'application/pdf' } });
      }
      return undefined;
    });
    const user = setupUser();
    renderStaff();

    await user.click(await screen.findByRole('button', { name: 'View document certificat.pdf' }));
    const frame = await screen.findByTitle('Document certificat.pdf');
    await waitFor(() => expect(frame.getAttribute('src')).toBe('blob:document-21'));
    const documentCall = calls.find((call) => call.url.pathname.endsWith('/documents/21/'));
    expect(documentCall?.headers.authorization).toBe('Bearer staff-access-token');

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:document-21'));
  });

  it('publishes a major update only after a confirmation that names the logout', async () => {
    const calls = stubFetch(({ method, url }) => {
      if (url.pathname === '/api/staff/companies/') return json({ results: [], next: null });
      if (method === 'POST' && url.pathname === '/api/staff/update-info/')
        return json({ timestamp: '2026-03-01T10:00:00.000Z', type: 'major' });
      return undefined;
    });
    const user = setupUser();
    renderStaff();

    await user.click(await screen.findByRole('button', { name: 'Publish a major update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish a major update?' });
    expect(dialog).toHaveTextContent('is logged out');
    expect(posts(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(posts(calls).map((call) => call.body)).toEqual([{ type: 'major' }]));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Published: major update, /);
    expect(alertQueue.snapshot()?.messageKey).toBe('staff.alerts.published');
  });

  it('shows an error state with the translated error code', async () => {
    stubFetch(() => json({ code: 'permission_denied', detail: 'Forbidden.' }, 403));
    renderStaff();
    const error = await screen.findByRole('alert', { name: 'The companies could not be loaded.' });
    expect(error).toHaveTextContent('You are not allowed to do this.');
  });

  it('turns away a member who is not a superuser, without calling the API', () => {
    sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify({ ...superuser, is_superuser: false, company: 4 }));
    const calls = stubFetch(() => undefined);
    renderStaff();
    expect(screen.getByRole('heading', { name: 'Staff only' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(calls).toEqual([]);
  });
});
