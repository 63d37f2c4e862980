import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertQueue } from '../../../lib/alerts/alert';
import { storeSession } from '../../../lib/session';
import { renderInRouter } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { json, makeCompany, stubNetwork } from './companies-test-helpers';
import { CompanyDetailsPage } from './company-details-page';

const renderAt = (path: string) =>
  renderInRouter(
    [
      { path: '/dashboard/company-details/:id?', element: <CompanyDetailsPage /> },
      { path: '/dashboard/employees/:companyId?', element: <p>employees page</p> },
    ],
    path,
  );

beforeEach(() => {
  sessionStorage.clear();
  storeSession({
    access: fakeJwt(3600),
    refresh: fakeJwt(86_400),
    user: {
      id: 1,
      email: 'markus@rhein.example',
      first_name: 'Markus',
      last_name: 'Becker',
      role: 'admin',
      company: 9,
      is_superuser: false,
      last_seen_update: null,
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('company details', { timeout: 20_000 }, () => {
  it('shows the four cards, a dash for an unknown establishment year, VAT links and incident links', async () => {
    stubNetwork(() => json(200, makeCompany()));
    renderAt('/dashboard/company-details/42');
    await screen.findByTestId('company-details');
    expect(screen.getByTestId('company-establishment-year').textContent).toBe('—');
    expect(within(screen.getByTestId('company-firm-card')).getByText('J40-1234-2019')).toBeTruthy();
    expect(within(screen.getByTestId('company-info-card')).getByText('12 months')).toBeTruthy();
    // One shared day-first format (issue 13).
    expect(screen.getByTestId('company-expires-at').textContent).toBe('31/01/2027');
    const contact = screen.getByTestId('company-contact-card');
    expect(within(contact).getByText('office@carpati.example').getAttribute('href')).toBe('mailto:office@carpati.example');
    expect(within(contact).getByText('+49 15123456789')).toBeTruthy();

    expect(screen.getByTestId('incident-summary-payment').getAttribute('href')).toBe(
      '/dashboard/other-company-incidents?companyId=42&type=payment',
    );
    expect(screen.getByTestId('incident-summary-transport').getAttribute('href')).toBe(
      '/dashboard/other-company-incidents?companyId=42&type=transport',
    );
    expect(screen.getByTestId('incident-summary-payment-pending').textContent).toBe('2 pending');
    expect(screen.getByTestId('incident-summary-transport-approved').textContent).toBe('3 approved');

    expect(screen.getByTestId('company-vat-national').getAttribute('href')).toBe('https://www.anaf.ro/');
    expect(screen.getByTestId('company-vat-vies').getAttribute('href')).toContain('memberStateCode=RO&number=12345678');
  });

  it("shows another company's documents read-only and a button to its employees", async () => {
    stubNetwork(() => json(200, makeCompany()));
    renderAt('/dashboard/company-details/42');
    await screen.findByTestId('company-details');
    expect(screen.getByTestId('company-document-download-7')).toBeTruthy();
    expect(screen.queryByTestId('company-document-delete-7')).toBeNull();
    expect(screen.queryByTestId('company-document-add')).toBeNull();
    fireEvent.click(screen.getByTestId('company-view-employees'));
    await screen.findByText('employees page');
  });

  it('opens the own company without an id; members add and delete documents', async () => {
    let company = makeCompany({ id: 9, is_own: true, VATNumber: 'CH123456789' });
    const calls = stubNetwork((call) => {
      if (call.method === 'GET') return json(200, company);
      if (call.method === 'POST') {
        company = {
          ...company,
          documents: [
            ...company.documents,
            { id: 8, name: 'licence.pdf', url: '/api/companies/9/documents/8/', created_at: '2026-03-01T00:00:00Z' },
          ],
        };
        return json(201, [company.documents[1]]);
      }
      company = { ...company, documents: company.documents.filter((document) => document.id !== 7) };
      return json(204, null);
    });
    renderAt('/dashboard/company-details');
    await screen.findByTestId('company-details');
    expect(calls[0]?.path).toBe('/api/companies/9/');
    expect(screen.queryByTestId('company-view-employees')).toBeNull();
    expect(screen.queryByTestId('company-vat-links')).toBeNull();

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' })] } });
    await screen.findByText('licence.pdf');
    const upload = calls.find((call) => call.method === 'POST');
    expect(upload?.path).toBe('/api/companies/9/documents/');
    expect((upload?.body as FormData).getAll('documents')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('company-document-delete-7'));
    fireEvent.click(await screen.findByTestId('company-document-confirm-delete'));
    await waitFor(() => expect(screen.queryByText('statut.pdf')).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/companies/9/documents/7/');
  });

  it('disables adding at 10 documents', async () => {
    const documents = Array.from({ length: 10 }, (_, index) => ({
      id: index + 1,
      name: `d${index}.pdf`,
      url: `/api/companies/9/documents/${index + 1}/`,
      created_at: '2026-03-01T00:00:00Z',
    }));
    stubNetwork(() => json(200, makeCompany({ id: 9, is_own: true, documents })));
    renderAt('/dashboard/company-details/9');
    const add = await screen.findByTestId('company-document-add');
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('company-documents-limit').textContent).toBe('A company can keep at most 10 documents.');
  });

  it('shows §8 upload errors: 400 → File upload failed., otherwise the unexpected one', async () => {
    let status = 400;
    stubNetwork((call) =>
      call.method === 'GET'
        ? json(200, makeCompany({ id: 9, is_own: true }))
        : json(status, { code: status === 400 ? 'unsupported_file' : 'server_error', detail: 'x' }),
    );
    renderAt('/dashboard/company-details/9');
    await screen.findByTestId('company-details');
    const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['x'], 'a.pdf')] } });
    await waitFor(() => expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: 'companies.documents.uploadFailed' }));
    status = 500;
    fireEvent.change(input(), { target: { files: [new File(['x'], 'b.pdf')] } });
    await waitFor(() =>
      expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: 'companies.documents.uploadUnexpected' }),
    );
  });

  it('warns when the company does not exist', async () => {
    stubNetwork(() => json(404, { code: 'company_not_found', detail: 'Company not found.' }));
    renderAt('/dashboard/company-details/999');
    expect((await screen.findByTestId('company-not-found')).textContent).toBe('No company found.');
  });
});
