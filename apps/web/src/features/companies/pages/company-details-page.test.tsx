import { screen, waitFor, within } from '@testing-library/react';
import type { CompanyDetails, CompanyDocument } from '@freight/shared/companies';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertQueue } from '../../../lib/alerts/alert';
import { storeSession } from '../../../lib/session';
import { apiError } from '../../../test/msw/answers';
import { testUser } from '../../../test/msw/handlers';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { setupUser } from '../../../test/user';
import { makeCompany } from '../../../test/companies';
import { CompanyDetailsPage } from './company-details-page';

const renderAt = (path: string) =>
  renderInRouter(
    [
      { path: '/dashboard/company-details/:id?', element: <CompanyDetailsPage /> },
      { path: '/dashboard/employees/:companyId?', element: <p>employees page</p> },
    ],
    path,
  );

/** The company the API answers for every id. */
const serveCompany = (company: CompanyDetails) => server.use(http.get('/api/companies/:id/', () => HttpResponse.json(company)));

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
/** The page has loaded once the company's name heads it. */
const findPage = () => screen.findByRole('heading', { level: 1, name: 'Carpați Trans SRL' });
const incidents = (kind: 'Payment' | 'Transport') => screen.getByRole('link', { name: new RegExp(`^${kind} incidents: `) });

beforeEach(() => {
  sessionStorage.clear();
  // The member works for company 9 (the shared handlers' test user).
  storeSession({ access: fakeJwt(3600), refresh: fakeJwt(86_400), user: testUser });
});

describe('company details', { timeout: 20_000 }, () => {
  it('shows since when staff vouch for the bank account, and a dated warning after a change (issue 33)', async () => {
    const company = makeCompany();
    serveCompany({
      ...company,
      bank_account: 'DE89370400440532013000',
      trust: { ...company.trust, bank_account: { verified_since: '2026-11-20T10:00:00.000Z', changed_at: '2026-11-20T10:00:00.000Z' } },
    });
    renderAt('/dashboard/company-details/42');
    await findPage();
    expect(screen.getByTestId('company-bank-account')).toHaveTextContent('DE89370400440532013000');
    expect(screen.getByTestId('company-bank-trust-verified')).toHaveTextContent('Verified since 20/11/2026');
    expect(screen.getByTestId('company-bank-trust-changed')).toHaveTextContent('Changed on 20/11/2026');
    expect(screen.getByTestId('company-phone-trust-verified')).toHaveTextContent('Verified since 01/02/2026');
    expect(screen.queryByTestId('company-phone-trust-changed')).toBeNull();
  });

  it('shows the offer accuracy with its count, or that there is not enough data (issue 33)', async () => {
    serveCompany(makeCompany({ offer_accuracy: { entries: 54, accurate: 52, percent: 96 } }));
    renderAt('/dashboard/company-details/42');
    await findPage();
    expect(screen.getByTestId('company-offer-accuracy')).toHaveTextContent('Offer accuracy 96% of 54 entries, last 90 days');
  });

  it('says "not enough data" below three entries', async () => {
    serveCompany(makeCompany({ offer_accuracy: { entries: 2, accurate: 2, percent: null } }));
    renderAt('/dashboard/company-details/42');
    await findPage();
    expect(screen.getByTestId('company-offer-accuracy')).toHaveTextContent('Offer accuracy: not enough data');
  });

  it('shows the four cards, a dash for an unknown establishment year, VAT links and incident links', async () => {
    serveCompany(makeCompany());
    renderAt('/dashboard/company-details/42');
    await findPage();
    // The cards and their values have no role or name of their own: they keep their test ids.
    expect(screen.getByTestId('company-establishment-year')).toHaveTextContent(/^—$/);
    expect(within(screen.getByTestId('company-firm-card')).getByText('J40-1234-2019')).toBeVisible();
    expect(within(screen.getByTestId('company-info-card')).getByText('12 months')).toBeVisible();
    // One shared day-first format (issue 13).
    expect(screen.getByTestId('company-expires-at')).toHaveTextContent(/^31\/01\/2027$/);
    const contact = screen.getByTestId('company-contact-card');
    expect(within(contact).getByRole('link', { name: 'office@carpati.example' })).toHaveAttribute('href', 'mailto:office@carpati.example');
    expect(within(contact).getByText('+49 15123456789')).toBeVisible();

    expect(incidents('Payment')).toHaveAttribute('href', '/dashboard/other-company-incidents?companyId=42&type=payment');
    expect(incidents('Payment')).toHaveAccessibleName('Payment incidents: 2 pending, 0 approved, 1 declined. Open the list.');
    expect(incidents('Transport')).toHaveAttribute('href', '/dashboard/other-company-incidents?companyId=42&type=transport');
    expect(within(incidents('Payment')).getByText('2 pending')).toBeVisible();
    expect(within(incidents('Transport')).getByText('3 approved')).toBeVisible();

    expect(screen.getByRole('link', { name: /^Check in the national VAT register \(RO\)/ })).toHaveAttribute(
      'href',
      'https://www.anaf.ro/',
    );
    expect(screen.getByRole('link', { name: /^Validate the VAT number in the EU VIES/ }).getAttribute('href')).toContain(
      'memberStateCode=RO&number=12345678',
    );
  });

  it("shows another company's documents read-only and a button to its employees", async () => {
    serveCompany(makeCompany());
    renderAt('/dashboard/company-details/42');
    expect(await screen.findByRole('button', { name: 'Download statut.pdf' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Delete statut.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add PDF documents' })).toBeNull();
    await setupUser().click(screen.getByRole('link', { name: 'View employees' }));
    await screen.findByText('employees page');
  });

  it('opens the own company without an id; members add and delete documents, and keep the registration ones', async () => {
    const user = setupUser();
    let company = makeCompany({ id: 9, is_own: true, VATNumber: 'CH123456789' });
    const added: CompanyDocument = {
      id: 8,
      name: 'licence.pdf',
      url: '/api/companies/9/documents/8/',
      created_at: '2026-03-01T00:00:00Z',
      kind: 'company',
    };
    server.use(
      http.get('/api/companies/:id/', () => HttpResponse.json(company)),
      http.post('/api/companies/:id/documents/', () => {
        company = { ...company, documents: [...company.documents, added] };
        return HttpResponse.json([added], { status: 201 });
      }),
      http.delete('/api/companies/:id/documents/:documentId/', ({ params }) => {
        company = { ...company, documents: company.documents.filter((document) => document.id !== Number(params.documentId)) };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const requests = recordRequests();
    renderAt('/dashboard/company-details');
    await findPage();
    expect(requests[0]?.path).toBe('/api/companies/9/');
    expect(screen.queryByRole('link', { name: 'View employees' })).toBeNull();
    // A Swiss VAT number: neither a national register nor VIES to check it in.
    expect(screen.queryByRole('link', { name: /VAT register|VIES/ })).toBeNull();

    await user.upload(screen.getByLabelText('Add PDF documents'), pdf('licence.pdf'));
    expect(await screen.findByRole('button', { name: 'Download licence.pdf' })).toBeVisible();
    const upload = requests.find((request) => request.method === 'POST');
    expect(upload?.path).toBe('/api/companies/9/documents/');
    expect((upload?.body as FormData).getAll('documents')).toHaveLength(1);

    // The registration papers stay, and say why they have no Delete (decision 073).
    expect(screen.queryByRole('button', { name: 'Delete statut.pdf' })).toBeNull();
    expect(screen.getByTestId('company-document-registration-7')).toHaveTextContent(
      'Registration document: kept as the record your company was approved on.',
    );
    expect(screen.queryByTestId('company-document-registration-8')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete licence.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('licence.pdf')).toBeNull());
    expect(requests.find((request) => request.method === 'DELETE')?.path).toBe('/api/companies/9/documents/8/');
    expect(screen.getByText('statut.pdf')).toBeVisible();
  });

  it('disables adding at 10 documents', async () => {
    const documents = Array.from({ length: 10 }, (_, index) => ({
      id: index + 1,
      name: `d${index}.pdf`,
      url: `/api/companies/9/documents/${index + 1}/`,
      created_at: '2026-03-01T00:00:00Z',
      kind: 'company' as const,
    }));
    serveCompany(makeCompany({ id: 9, is_own: true, documents }));
    renderAt('/dashboard/company-details/9');
    expect(await screen.findByRole('button', { name: 'Add PDF documents' })).toBeDisabled();
    expect(screen.getByText('A company can keep at most 10 documents.')).toBeVisible();
  });

  it('shows §8 upload errors: 400 → File upload failed., otherwise the unexpected one', async () => {
    const user = setupUser();
    let failure: 'unsupported_file' | 'server_error' = 'unsupported_file';
    serveCompany(makeCompany({ id: 9, is_own: true }));
    server.use(http.post('/api/companies/:id/documents/', () => apiError(failure)));
    renderAt('/dashboard/company-details/9');
    await findPage();
    await user.upload(screen.getByLabelText('Add PDF documents'), pdf('a.pdf'));
    await waitFor(() => expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: 'companies.documents.uploadFailed' }));
    failure = 'server_error';
    await user.upload(screen.getByLabelText('Add PDF documents'), pdf('b.pdf'));
    await waitFor(() =>
      expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: 'companies.documents.uploadUnexpected' }),
    );
  });

  it('warns when the company does not exist', async () => {
    server.use(http.get('/api/companies/:id/', () => apiError('company_not_found')));
    renderAt('/dashboard/company-details/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No company found\.$/);
  });
});
