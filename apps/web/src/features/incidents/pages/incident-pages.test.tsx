import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CompanySearchResult, CompanySummary } from '@freight/shared/companies';
import type { Incident, IncidentPage } from '@freight/shared/incidents';
import { FormActionsProvider, FormActionsTarget } from '../../../components/form-actions';
import { alertQueue } from '../../../lib/alerts/alert';
import { storeTokens } from '../../../lib/session';
import { apiError, page } from '../../../test/msw/answers';
import { recordRequests, type RecordedRequest } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderInRouter, type TestLanguage } from '../../../test/render';
import { makeCompany } from '../../../test/companies';
import { fakeJwt } from '../../../test/tokens';
import { setupUser, type User } from '../../../test/user';
import { AddIncidentPage } from './add-incident-page';
import { IncidentsPage } from './incidents-page';

/** `GET /api/companies/?search=` of the companies module: one match for "rhe…". */
const rheinSearch = http.get('/api/companies/', ({ request }) => {
  const search = new URL(request.url).searchParams.get('search') ?? '';
  const results: CompanySummary[] = search.toLowerCase().startsWith('rhe')
    ? [{ id: 42, name: 'Rhein Spedition GmbH', type: 1, created_at: '2025-01-01T00:00:00.000Z', VATNumber: 'DE123456789' }]
    : [];
  return HttpResponse.json({ results, next: null, count: results.length } satisfies CompanySearchResult);
});

/** The multipart form of the one incident the page sent. */
const sentForm = (requests: RecordedRequest[]) => requests.find((request) => request.method === 'POST')?.body as FormData | undefined;

function Frame() {
  return (
    <FormActionsProvider>
      <FormActionsTarget />
      <Outlet />
    </FormActionsProvider>
  );
}

function renderAt(path: string, language: TestLanguage = 'en') {
  return renderInRouter(
    [
      {
        path: '/dashboard',
        element: <Frame />,
        children: [
          { path: 'add-payment-incident', handle: { incidentKind: 'payment' }, Component: AddIncidentPage },
          { path: 'add-transport-incident', handle: { incidentKind: 'transport' }, Component: AddIncidentPage },
          { path: 'my-incidents', handle: { incidentsMode: 'own' }, Component: IncidentsPage },
          { path: 'other-company-incidents', handle: { incidentsMode: 'other' }, Component: IncidentsPage },
        ],
      },
    ],
    path,
    language,
  );
}

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
const currentAlert = () => alertQueue.snapshot()?.messageKey ?? null;

async function chooseCompany(user: User) {
  const input = screen.getByRole('textbox', { name: /^Company/ });
  await user.type(input, 'Rh');
  await screen.findByText('Type at least 3 characters to search for a company.');
  await user.type(input, 'ei');
  // jsdom lays nothing out, so Mantine's popover takes the field for scrolled away and hides the open list.
  await user.click(await screen.findByRole('option', { name: 'Rhein Spedition GmbH', hidden: true }));
}

/** Description, amount and deadline; the currency starts in euros. */
async function fillPayment(user: User) {
  // A long text is pasted: user-event's typing, key by key, is slow in jsdom.
  await user.click(screen.getByLabelText(/^Description/));
  await user.paste('Invoice 117 is 60 days overdue.');
  await user.type(screen.getByLabelText(/^Amount due/), '1250.5');
  await user.selectOptions(screen.getByLabelText(/^Currency/), 'EUR');
  await user.type(screen.getByLabelText(/^Payment deadline/), '31/12/2026');
}

/** The list of chosen files shares the field's label with the file input. */
const addFiles = (user: User, files: File[]) => user.upload(screen.getByLabelText(/^Documents/, { selector: 'input' }), files);
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

describe('incident forms (§5, §8)', { timeout: 20_000 }, () => {
  beforeEach(() => storeTokens({ access: fakeJwt(300), refresh: fakeJwt(3600) }));
  afterEach(() => sessionStorage.clear());

  it('searches companies from 3 characters, warns that four files are required, then sends the multipart form and goes to My incidents', async () => {
    server.use(rheinSearch);
    const user = setupUser();
    const calls = recordRequests();
    const router = renderAt('/dashboard/add-payment-incident');

    await chooseCompany(user);
    expect(calls.filter((call) => call.path === '/api/companies/').every((call) => (call.query.search ?? '').length >= 3)).toBe(true);
    expect(calls.find((call) => call.path === '/api/companies/')?.query).toMatchObject({ search: 'Rhei', limit: '10' });
    await fillPayment(user);
    await addFiles(user, [pdf('order.pdf'), pdf('cmr.pdf'), pdf('invoice.pdf')]);
    expect(within(screen.getByRole('list', { name: /^Documents/ })).getByText(/cmr\.pdf/)).toBeVisible();

    await user.click(submitButton());
    expect(currentAlert()).toBe('incidents.form.documentsRequired.payment');
    expect(screen.getByText('Four files are required: transport order, CMR, invoice and proof that the invoice was sent.')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await addFiles(user, [pdf('sent.pdf')]);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-incidents'));
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/payment-incidents/');
    const form = sentForm(calls);
    expect(Object.fromEntries([...(form?.entries() ?? [])].filter(([, value]) => typeof value === 'string'))).toEqual({
      companyId: '42',
      description: 'Invoice 117 is 60 days overdue.',
      pendingValue: '1250.5',
      currency: 'EUR',
      deadline: '2026-12-31',
    });
    expect(form?.getAll('documents').map((file) => (file as File).name)).toEqual(['order.pdf', 'cmr.pdf', 'invoice.pdf', 'sent.pdf']);
    expect(currentAlert()).toBe('incidents.form.submitted');
  });

  it('starts a payment incident in euros (issue 13 item 7)', async () => {
    renderAt('/dashboard/add-payment-incident');
    const currency = await screen.findByRole('combobox', { name: /^Currency/ });
    expect(currency).toHaveValue('EUR');
    expect(within(currency).getByRole('option', { name: 'EUR' })).toHaveProperty('selected', true);
  });

  it('leaves out a file of another type at once and refuses an incomplete form before sending', async () => {
    server.use(rheinSearch);
    // The file dialog switched to all files: the picker itself must leave the .docx out.
    const user = setupUser({ applyAccept: false });
    const calls = recordRequests();
    renderAt('/dashboard/add-payment-incident');
    await chooseCompany(user);
    await fillPayment(user);
    await addFiles(user, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), new File(['PK'], 'd.docx')]);
    expect(screen.getByText('Only .pdf, .jpg, .jpeg and .png files are accepted.')).toBeVisible();
    const documents = within(screen.getByRole('list', { name: /^Documents/ }));
    expect(documents.getByText(/c\.pdf/)).toBeVisible();
    expect(documents.queryByText(/d\.docx/)).toBeNull();
    await user.clear(screen.getByLabelText(/^Description/));
    await user.click(submitButton());
    expect(currentAlert()).toBe('incidents.form.validationFailed');
    // The first invalid field takes the focus.
    expect(screen.getByLabelText(/^Description/)).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows 'company not found' for a 404 and the generic incident error otherwise (§8)", async () => {
    let failure: 'company_not_found' | 'server_error' = 'company_not_found';
    server.use(
      rheinSearch,
      http.post('/api/transport-incidents/', () => apiError(failure)),
    );
    const user = setupUser();
    renderAt('/dashboard/add-transport-incident');
    await chooseCompany(user);
    await user.click(screen.getByLabelText(/^Description/));
    await user.paste('The truck never came.');
    await user.type(screen.getByLabelText(/^Date of the incident/), '05/10/2026');
    await addFiles(user, [pdf('cmr.pdf')]);
    await user.click(submitButton());
    await waitFor(() => expect(currentAlert()).toBe('incidents.form.companyNotFound'));

    failure = 'server_error';
    await user.click(submitButton());
    await waitFor(() => expect(currentAlert()).toBe('incidents.form.submitFailed'));
  });
});

/** The link of an overdue deal's page (after-transport-panel.tsx incidentLink). */
const fromDeal = `/dashboard/add-payment-incident?${new URLSearchParams({
  deal: '5',
  company: '42',
  company_name: 'Rhein Spedition GmbH',
  amount: '1900.50',
  currency: 'EUR',
  invoice_date: '2026-10-02',
  due_date: '2026-11-01',
  order: 'FX-2026-000123',
}).toString()}`;
const fourPdfs = () => ['order.pdf', 'cmr.pdf', 'invoice.pdf', 'sent.pdf'].map(pdf);

describe('a payment incident filed from an overdue deal (decision 067)', { timeout: 20_000 }, () => {
  beforeEach(() => storeTokens({ access: fakeJwt(300), refresh: fakeJwt(3600) }));
  afterEach(() => sessionStorage.clear());

  it('names the deal and sends its id with the prefilled fields', async () => {
    const user = setupUser();
    const calls = recordRequests();
    const router = renderAt(fromDeal);
    expect(await screen.findByTestId('incident-from-deal')).toHaveTextContent('Filed from deal FX-2026-000123');
    await user.upload(screen.getByTestId('incident-documents'), fourPdfs());
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-incidents'));
    expect(Object.fromEntries([...(sentForm(calls)?.entries() ?? [])].filter(([, value]) => typeof value === 'string'))).toMatchObject({
      companyId: '42',
      pendingValue: '1900.50',
      deadline: '2026-11-01',
      deal_id: '5',
    });
  });

  it('says in words, and takes the focus to, why the API refused the deal', async () => {
    let answer = () => apiError('incident_exists');
    server.use(http.post('/api/payment-incidents/', () => answer()));
    const user = setupUser();
    renderAt(fromDeal);
    await user.upload(await screen.findByTestId('incident-documents'), fourPdfs());
    await user.click(submitButton());
    const refusal = await screen.findByTestId('incident-deal-refusal');
    expect(refusal).toHaveTextContent('A payment incident about this deal is already open. Follow it in My incidents.');
    await waitFor(() => expect(refusal).toHaveFocus());
    expect(currentAlert()).toBe('incidents.dealErrors.incident_exists');

    // The payer's side of the deal: refused by its field, not taken for a missing company.
    answer = () => apiError('permission_denied', { deal_id: ['not_deal_creditor'] });
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByTestId('incident-deal-refusal')).toHaveTextContent(/^This deal cannot be reported nowOnly the carrier/),
    );
    answer = () => apiError('not_found', { deal_id: ['deal_not_found'] });
    await user.click(submitButton());
    await waitFor(() => expect(currentAlert()).toBe('incidents.dealErrors.deal_not_found'));
  });

  it('says it in the reader’s language (German: the invoice is not overdue yet)', async () => {
    server.use(http.post('/api/payment-incidents/', () => apiError('deal_not_overdue')));
    const user = setupUser();
    renderAt(fromDeal, 'de');
    await user.upload(await screen.findByTestId('incident-documents'), fourPdfs());
    await user.click(screen.getByTestId('incident-submit'));
    expect(await screen.findByTestId('incident-deal-refusal')).toHaveTextContent(
      'Die Rechnung dieses Geschäfts ist nicht überfällig (oder ihre Zahlung wurde erfasst)',
    );
  });
});

function incident(overrides: Partial<Incident> = {}): Incident {
  return {
    kind: 'payment',
    id: 7,
    company: { id: 42, name: 'Rhein Spedition GmbH' },
    created_by_company: { id: 1, name: 'Carpați Trans SRL' },
    description: 'Invoice 117 is overdue.',
    status: 'approved',
    created_at: '2026-11-20T10:00:00.000Z',
    decision_reason: 'Documents are consistent.',
    documents: [],
    pending_value: 1250.5,
    currency: 'EUR',
    deadline: '2026-12-31',
    deal: null,
    ...overrides,
  } as Incident;
}

describe('incident lists (§2)', { timeout: 20_000 }, () => {
  beforeEach(() => storeTokens({ access: fakeJwt(300), refresh: fakeJwt(3600) }));
  afterEach(() => sessionStorage.clear());

  it('own mode asks the API for the chosen filter and sort, and colours cards by status', async () => {
    server.use(http.get('/api/incidents/', () => HttpResponse.json(page([incident()]) satisfies IncidentPage)));
    const user = setupUser();
    const calls = recordRequests();
    renderAt('/dashboard/my-incidents');
    const card = await screen.findByRole('article', { name: /^Payment incident #7 · .* · Rhein Spedition GmbH$/ });
    expect(card).toBeVisible();
    // The badge's colour follows its status (incident-status-badge.tsx).
    expect(within(card).getByText('Approved').closest('[data-status]')).toHaveAttribute('data-status', 'approved');
    expect(screen.getByRole('alert', { name: 'Resolving disputes' })).toBeVisible();
    expect(calls.at(-1)?.query).toMatchObject({ scope: 'all', ordering: '-created_at' });

    await user.click(screen.getByRole('radio', { name: 'Against us' }));
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ scope: 'against_me' }));

    await user.click(screen.getByRole('button', { name: 'Sort: Newest first' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Declined first' }));
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ scope: 'against_me', ordering: 'declined_first' }));
  });

  it('shows the deal a payment incident was filed from, and its payment recorded later', async () => {
    const deal = {
      id: 5,
      number: 'FX-2026-000123',
      price: 1900.5,
      price_unit: 'total' as const,
      currency: 'EUR' as const,
      invoice_date: '2026-10-02',
      due_date: '2026-11-01',
      paid_date: '2026-11-25',
    };
    server.use(http.get('/api/incidents/', () => HttpResponse.json(page([incident({ deal })]) satisfies IncidentPage)));
    renderAt('/dashboard/my-incidents');
    const facts = await screen.findByTestId('incident-card-payment-7-deal');
    expect(facts).toHaveTextContent('Backed by deal FX-2026-000123');
    expect(facts).toHaveTextContent('Agreed price: €1,900.50 · Invoice date: 02/10/2026 · Due date: 01/11/2026');
    expect(screen.getByTestId('incident-card-payment-7-deal-payment')).toHaveTextContent(
      'Paid on 25/11/2026, as the carrier recorded after this report.',
    );
  });

  it('shows the introduction with a button for each kind when there are none', async () => {
    renderAt('/dashboard/my-incidents');
    expect(await screen.findByRole('link', { name: 'Report a payment incident' })).toHaveAttribute(
      'href',
      '/dashboard/add-payment-incident',
    );
    expect(screen.getByRole('link', { name: 'Report a transport incident' })).toHaveAttribute('href', '/dashboard/add-transport-incident');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('other-company mode reads companyId and type from the URL', async () => {
    server.use(
      http.get('/api/incidents/', () => HttpResponse.json(page([incident({ status: 'pending' })]) satisfies IncidentPage)),
      http.get('/api/companies/:id/', () => HttpResponse.json(makeCompany({ id: 42, name: 'Rhein Spedition GmbH' }))),
    );
    const user = setupUser();
    const calls = recordRequests();
    const router = renderAt('/dashboard/other-company-incidents?companyId=42&type=payment');
    expect(await screen.findByRole('article', { name: /^Payment incident #7 · / })).toBeVisible();
    // The company's name is asked beside the list (GET /api/companies/42/): the list call is the other one.
    const listCalls = () => calls.filter((call) => !call.path.startsWith('/api/companies/'));
    expect(listCalls().at(-1)?.query).toMatchObject({ company: '42', kind: 'payment' });
    expect(screen.getByRole('radio', { name: 'Payment' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Rhein Spedition GmbH'));

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?companyId=42'));
    await waitFor(() => expect(listCalls().at(-1)?.query.kind).toBeUndefined());
  });
});
