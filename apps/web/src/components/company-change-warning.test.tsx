import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '../lib/session';
import { makeCompany } from '../test/companies';
import { testUser } from '../test/msw/handlers';
import { server } from '../test/msw/server';
import { renderInRouter } from '../test/render';
import { fakeJwt } from '../test/tokens';
import { CompanyChangeWarning } from './company-change-warning';

const verified = { verified_since: '2026-02-01T10:00:00.000Z', changed_at: null };

beforeEach(() => {
  sessionStorage.clear();
  storeSession({ access: fakeJwt(3600), refresh: fakeJwt(86_400), user: testUser });
});

describe('CompanyChangeWarning (issue 33 item 2)', () => {
  it('names each contact changed in the last 30 days with its date, in the reader’s language', async () => {
    const company = makeCompany({
      trust: {
        phone: verified,
        email: verified,
        bank_account: { verified_since: '2026-11-20T09:00:00.000Z', changed_at: '2026-11-20T09:00:00.000Z' },
      },
    });
    server.use(http.get('/api/companies/:id/', () => HttpResponse.json(company)));
    renderInRouter([{ path: '/', element: <CompanyChangeWarning companyId={42} testId="warning" /> }], '/', 'de');
    const warning = await screen.findByTestId('warning');
    expect(warning).toHaveTextContent('Bankkonto geändert am 20.11.2026');
    expect(warning).not.toHaveTextContent('Telefon');
  });

  it('shows nothing when no contact changed', async () => {
    let asked = 0;
    server.use(
      http.get('/api/companies/:id/', () => {
        asked += 1;
        return HttpResponse.json(makeCompany());
      }),
    );
    renderInRouter([{ path: '/', element: <CompanyChangeWarning companyId={42} testId="warning" /> }], '/');
    await expect.poll(() => asked).toBe(1);
    expect(screen.queryByTestId('warning')).toBeNull();
  });
});
