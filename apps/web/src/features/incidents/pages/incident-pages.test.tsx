import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { renderInRouter } from '../../../test/render';
import { makeCompany } from '../../../test/companies';
import { fakeJwt } from '../../../test/tokens';
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

function renderAt(path: string) {
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
  );
}

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
const currentAlert = () => alertQueue.snapshot()?.messageKey ?? null;

async function chooseCompany() {
  const input = screen.getByTestId('incident-company');
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: 'Rh' } });
  await screen.findByTestId('incident-company-hint');
  fireEvent.change(input, { target: { value: 'Rhei' } });
  fireEvent.click(await screen.findByTestId('incident-company-option-42', {}, { timeout: 2000 }));
}

function fillPayment() {
  fireEvent.change(screen.getByTestId('incident-description'), { target: { value: 'Invoice 117 is 60 days overdue.' } });
  fireEvent.change(screen.getByTestId('incident-pending-value'), { target: { value: '1250.5' } });
  fireEvent.change(screen.getByTestId('incident-currency'), { target: { value: 'EUR' } });
  fireEvent.change(screen.getByTestId('incident-deadline'), { target: { value: '2026-12-31' } });
}

const addFiles = (files: File[]) => fireEvent.change(screen.getByTestId('incident-documents'), { target: { files } });

describe('incident forms (§5, §8)', { timeout: 20_000 }, () => {
  beforeEach(() => storeTokens({ access: fakeJwt(300), refresh: fakeJwt(3600) }));
  afterEach(() => sessionStorage.clear());

  it('searches companies from 3 characters, warns that four files are required, then sends the multipart form and goes to My incidents', async () => {
    server.use(rheinSearch);
    const calls = recordRequests();
    const router = renderAt('/dashboard/add-payment-incident');

    await chooseCompany();
    expect(calls.filter((call) => call.path === '/api/companies/').every((call) => (call.query.search ?? '').length >= 3)).toBe(true);
    expect(calls.find((call) => call.path === '/api/companies/')?.query).toMatchObject({ search: 'Rhei', limit: '10' });
    fillPayment();
    addFiles([pdf('order.pdf'), pdf('cmr.pdf'), pdf('invoice.pdf')]);
    expect(within(screen.getByTestId('incident-documents-list')).getByText(/cmr\.pdf/)).toBeVisible();

    fireEvent.click(screen.getByTestId('incident-submit'));
    expect(currentAlert()).toBe('incidents.form.documentsRequired.payment');
    expect(screen.getByText('Four files are required: transport order, CMR, invoice and proof that the invoice was sent.')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    addFiles([pdf('sent.pdf')]);
    fireEvent.click(screen.getByTestId('incident-submit'));
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
    const currency = (await screen.findByTestId('incident-currency')) as HTMLSelectElement;
    expect(currency.value).toBe('EUR');
    expect(within(currency).getByRole('option', { name: 'EUR' })).toHaveProperty('selected', true);
  });

  it('leaves out a file of another type at once and refuses an incomplete form before sending', async () => {
    server.use(rheinSearch);
    const calls = recordRequests();
    renderAt('/dashboard/add-payment-incident');
    await chooseCompany();
    fillPayment();
    addFiles([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), new File(['PK'], 'd.docx')]);
    expect(screen.getByText('Only .pdf, .jpg, .jpeg and .png files are accepted.')).toBeVisible();
    expect(within(screen.getByTestId('incident-documents-list')).queryByText(/d\.docx/)).toBeNull();
    fireEvent.change(screen.getByTestId('incident-description'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('incident-submit'));
    expect(currentAlert()).toBe('incidents.form.validationFailed');
    // The first invalid field takes the focus.
    expect(document.activeElement).toBe(screen.getByTestId('incident-description'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows 'company not found' for a 404 and the generic incident error otherwise (§8)", async () => {
    let failure: 'company_not_found' | 'server_error' = 'company_not_found';
    server.use(
      rheinSearch,
      http.post('/api/transport-incidents/', () => apiError(failure)),
    );
    renderAt('/dashboard/add-transport-incident');
    await chooseCompany();
    fireEvent.change(screen.getByTestId('incident-description'), { target: { value: 'The truck never came.' } });
    fireEvent.change(screen.getByTestId('incident-date'), { target: { value: '2026-10-05' } });
    addFiles([pdf('cmr.pdf')]);
    fireEvent.click(screen.getByTestId('incident-submit'));
    await waitFor(() => expect(currentAlert()).toBe('incidents.form.companyNotFound'));

    failure = 'server_error';
    fireEvent.click(screen.getByTestId('incident-submit'));
    await waitFor(() => expect(currentAlert()).toBe('incidents.form.submitFailed'));
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
    ...overrides,
  } as Incident;
}

describe('incident lists (§2)', { timeout: 20_000 }, () => {
  beforeEach(() => storeTokens({ access: fakeJwt(300), refresh: fakeJwt(3600) }));
  afterEach(() => sessionStorage.clear());

  it('own mode asks the API for the chosen filter and sort, and colours cards by status', async () => {
    server.use(http.get('/api/incidents/', () => HttpResponse.json(page([incident()]) satisfies IncidentPage)));
    const calls = recordRequests();
    renderAt('/dashboard/my-incidents');
    expect(await screen.findByTestId('incident-card-payment-7')).toBeVisible();
    expect(screen.getByText(/Payment incident #7 · .* · Rhein Spedition GmbH/)).toBeVisible();
    expect(screen.getByTestId('incident-status-payment-7').dataset.status).toBe('approved');
    expect(screen.getByTestId('incidents-dispute-banner')).toBeVisible();
    expect(calls.at(-1)?.query).toMatchObject({ scope: 'all', ordering: '-created_at' });

    fireEvent.click(screen.getByTestId('incidents-filter-againstMe'));
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ scope: 'against_me' }));

    fireEvent.click(screen.getByTestId('incidents-sort'));
    fireEvent.click(await screen.findByTestId('incidents-sort-declined_first'));
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ scope: 'against_me', ordering: 'declined_first' }));
  });

  it('shows the introduction with a button for each kind when there are none', async () => {
    renderAt('/dashboard/my-incidents');
    expect(await screen.findByTestId('incidents-intro')).toBeVisible();
    expect(screen.getByTestId('incidents-intro-add-payment').getAttribute('href')).toBe('/dashboard/add-payment-incident');
    expect(screen.getByTestId('incidents-intro-add-transport').getAttribute('href')).toBe('/dashboard/add-transport-incident');
  });

  it('other-company mode reads companyId and type from the URL', async () => {
    server.use(
      http.get('/api/incidents/', () => HttpResponse.json(page([incident({ status: 'pending' })]) satisfies IncidentPage)),
      http.get('/api/companies/:id/', () => HttpResponse.json(makeCompany({ id: 42, name: 'Rhein Spedition GmbH' }))),
    );
    const calls = recordRequests();
    const router = renderAt('/dashboard/other-company-incidents?companyId=42&type=payment');
    expect(await screen.findByTestId('incident-card-payment-7')).toBeVisible();
    // The company's name is asked beside the list (GET /api/companies/42/): the list call is the other one.
    const listCalls = () => calls.filter((call) => !call.path.startsWith('/api/companies/'));
    expect(listCalls().at(-1)?.query).toMatchObject({ company: '42', kind: 'payment' });
    expect((screen.getByTestId('incidents-filter-payment') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect((screen.getByTestId('incidents-company') as HTMLInputElement).value).toBe('Rhein Spedition GmbH'));

    fireEvent.click(screen.getByTestId('incidents-filter-all'));
    await waitFor(() => expect(router.state.location.search).toBe('?companyId=42'));
    await waitFor(() => expect(listCalls().at(-1)?.query.kind).toBeUndefined());
  });
});
